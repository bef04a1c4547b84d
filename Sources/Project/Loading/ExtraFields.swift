import Cards
import Diagnostics

/// The columns (JSON keys) of a quote dataset that are not a quote's own, and the fields
/// designs show that are not a card's own: each must meet the other.
///
/// Quotes are read before the designs that the quotes name, so a column is only judged once
/// the designs are known: one that no design shows is the unknown column it always was
/// (usually a typo), and a design's field that the dataset lacks is an error in the design.
struct ExtraFields {
    /// The dataset, as the user named it.
    let file: String

    private struct Column {
        var name: String
        var location: SourceLocation
    }

    private struct Key {
        var name: String
        var location: SourceLocation
        var record: Int
        var subject: String
        var isText: Bool
    }

    private var columns: [Column] = []
    private var keys: [Key] = []

    init(file: String) {
        self.file = file
    }

    /// A header cell of a delimited file that names no quote field.
    mutating func noteColumn(_ name: String, at location: SourceLocation) {
        columns.append(Column(name: name, location: location))
    }

    /// A key of a JSON record that names no quote field.
    mutating func noteKey(_ name: String, at location: SourceLocation, record: Int, subject: String, isText: Bool) {
        keys.append(Key(name: name, location: location, record: record, subject: subject, isText: isText))
    }

    /// The names the dataset has, each once, as first written.
    private var names: [String] {
        var seen: Set<String> = []
        return (columns.map(\.name) + keys.map(\.name)).filter { seen.insert($0.lowercased()).inserted }
    }

    /// Reports every column no design shows, every shown JSON value that is not text, and
    /// every design field the dataset lacks; gives the quotes with their extra fields named
    /// as the designs name them (matched ignoring case, as quote columns are) and nothing
    /// else, the indexes of the records with an error, and whether a design's field is missing.
    func resolve(_ quotes: [Quote], designFields: [DesignFile.FieldUse], into diagnostics: inout DiagnosticCollector)
        -> (quotes: [Quote], failedRecords: Set<Int>, designFailed: Bool)
    {
        var shown: [String: String] = [:]
        for use in designFields where shown[use.name.lowercased()] == nil { shown[use.name.lowercased()] = use.name }
        let known = QuoteDecoder.keys + designFields.map(\.name)
        for column in columns where shown[column.name.lowercased()] == nil {
            let suggestion = Suggestion.closest(to: column.name, among: known)
            diagnostics.report(
                ProjectError(.unknownColumn(column.name, suggestion: suggestion), at: column.location).diagnostics[0])
        }
        var failed: Set<Int> = []
        for key in keys {
            if shown[key.name.lowercased()] == nil {
                let suggestion = Suggestion.closest(to: key.name, among: known)
                diagnostics.report(
                    ProjectError(.unknownKey(key.name, suggestion: suggestion), at: key.location, subject: key.subject)
                        .diagnostics[0])
                failed.insert(key.record)
            } else if !key.isText {
                diagnostics.report(
                    ProjectError(.extraFieldNotText(key.name), at: key.location, subject: key.subject).diagnostics[0])
                failed.insert(key.record)
            }
        }
        let present = Set(names.map { $0.lowercased() })
        var reported: Set<String> = []
        for use in designFields where !present.contains(use.name.lowercased()) {
            guard reported.insert("\(use.location)").inserted else { continue }
            let candidates = CardContent.fieldNames + names
            let suggestion =
                Suggestion.closest(to: use.name, among: candidates)
                ?? EditDistance.closest(to: use.name, in: candidates)
            diagnostics.report(
                ProjectError(
                    .fieldNotInDataset(
                        use.key, value: use.name, dataset: file, columns: names, suggestion: suggestion),
                    at: use.location
                ).diagnostics[0])
        }
        let named = quotes.map { quote -> Quote in
            var quote = quote
            var fields: [String: String] = [:]
            for (name, value) in quote.extraFields {
                if let designName = shown[name.lowercased()] { fields[designName] = value }
            }
            quote.extraFields = fields
            return quote
        }
        return (named, failed, !reported.isEmpty)
    }
}
