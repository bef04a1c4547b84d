import Foundation
import Project

/// The quotes that share a tag or a speaker, in dataset order: one list of pages each.
struct QuoteGroup: Sendable {
    /// The name as the dataset spells it most often (the first spelling on a tie).
    var name: String
    var slug: String
    /// Indices into `SiteContent.quotes`.
    var quotes: [Int]

    /// Groups of the names `names(quote)` gives each quote, ordered by name for the index
    /// pages (case and accents ignored, then by slug so the order is total).
    static func grouping(_ quotes: [Quote], by names: (Quote) -> [String]) -> [QuoteGroup] {
        var indices: [String: [Int]] = [:]
        var spellings: [String: [String: Int]] = [:]
        var firstSpelling: [String: [String]] = [:]
        for (index, quote) in quotes.enumerated() {
            var seen = Set<String>()
            for name in names(quote) where !name.isEmpty {
                let slug = NameSlug.slug(for: name)
                guard seen.insert(slug).inserted else { continue }
                indices[slug, default: []].append(index)
                if spellings[slug, default: [:]][name] == nil { firstSpelling[slug, default: []].append(name) }
                spellings[slug, default: [:]][name, default: 0] += 1
            }
        }
        return indices.map { slug, quoteIndices in
            let counts = spellings[slug] ?? [:]
            let order = firstSpelling[slug] ?? []
            var best = order.first ?? slug
            for name in order where (counts[name] ?? 0) > (counts[best] ?? 0) { best = name }
            return QuoteGroup(name: best, slug: slug, quotes: quoteIndices)
        }.sorted { first, second in
            let order = first.name.compare(second.name, options: [.caseInsensitive, .diacriticInsensitive])
            return order == .orderedSame ? first.slug < second.slug : order == .orderedAscending
        }
    }
}
