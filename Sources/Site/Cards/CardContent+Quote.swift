import Cards
import Project

extension CardContent {
    /// What a layered design can show of `quote` by name: its speaker, source, tags (joined
    /// with a middle dot), photo credit and the dataset columns its design asked for.
    mutating func addFields(of quote: Quote) {
        fields.merge(quote.extraFields) { _, column in column }
        fields["speaker"] = quote.speaker
        fields["source"] = quote.source
        fields["credit"] = quote.credit
        if !quote.tags.isEmpty { fields["tags"] = quote.tags.joined(separator: " · ") }
    }
}
