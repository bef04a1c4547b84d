import Foundation
import Project

/// The quotes that share a tag or a speaker, in dataset order: one list of pages each.
///
/// Spellings that differ only in case, accents or width ("Work", "work", "Café", "Cafe") are
/// one group. Names that differ otherwise but fold to one folder name ("C++", "C#" and "C"
/// all give `c`) are different groups with different folders: the plainest name (the one the
/// folder name spells, else the first by its folded form) keeps the folder name, and each of
/// the others gets it followed by a short hash of its folded form (`c-4k2x9a`). So a folder
/// depends only on the names, never on the order of the rows.
struct QuoteGroup: Sendable {
    /// The name as the dataset spells it most often (the first spelling on a tie).
    var name: String
    var slug: String
    /// Indices into `SiteContent.quotes`.
    var quotes: [Int]
    /// Every spelling of the name in the dataset.
    var spellings: [String]

    /// Groups of the names `names(quote)` gives each quote, ordered by name for the index
    /// pages (case and accents ignored, then by slug so the order is total).
    static func grouping(_ quotes: [Quote], by names: (Quote) -> [String]) -> [QuoteGroup] {
        var indices: [Key: [Int]] = [:]
        var spellings: [Key: [String: Int]] = [:]
        var firstSpelling: [Key: [String]] = [:]
        // Each spelling is folded once: a speaker has hundreds of quotes, and folding each
        // occurrence was 6 % of a 10,000-quote rebuild.
        var keys: [String: Key] = [:]
        for (index, quote) in quotes.enumerated() {
            var seen = Set<Key>()
            for name in names(quote) where !name.isEmpty {
                let key: Key
                if let known = keys[name] {
                    key = known
                } else {
                    key = Key(slug: NameSlug.slug(for: name), folded: folded(name))
                    keys[name] = key
                }
                guard seen.insert(key).inserted else { continue }
                indices[key, default: []].append(index)
                if spellings[key, default: [:]][name] == nil { firstSpelling[key, default: []].append(name) }
                spellings[key, default: [:]][name, default: 0] += 1
            }
        }
        let folders = folderNames(for: Set(indices.keys))
        return indices.map { key, quoteIndices in
            let counts = spellings[key] ?? [:]
            let order = firstSpelling[key] ?? []
            var best = order.first ?? key.slug
            for name in order where (counts[name] ?? 0) > (counts[best] ?? 0) { best = name }
            return QuoteGroup(name: best, slug: folders[key] ?? key.slug, quotes: quoteIndices, spellings: order)
        }.sorted { first, second in
            let order = first.name.compare(second.name, options: [.caseInsensitive, .diacriticInsensitive])
            return order == .orderedSame ? first.slug < second.slug : order == .orderedAscending
        }
    }

    private struct Key: Hashable {
        var slug: String
        var folded: String
    }

    /// The folder of each group: its slug, or the slug and a hash when another group's name
    /// folds to the same slug.
    private static func folderNames(for keys: Set<Key>) -> [Key: String] {
        var result: [Key: String] = [:]
        for (slug, sharing) in Dictionary(grouping: keys, by: \.slug) {
            let ordered = sharing.sorted { first, second in
                let (a, b) = (isPlain(first.folded, slug: slug), isPlain(second.folded, slug: slug))
                return a != b ? a : first.folded.unicodeScalars.lexicographicallyPrecedes(second.folded.unicodeScalars)
            }
            for (position, key) in ordered.enumerated() {
                result[key] = position == 0 ? slug : "\(slug)-\(NameSlug.hash(of: key.folded))"
            }
        }
        return result
    }

    /// The name as groups compare it: lowercase, without accents, half-width, one space between words.
    static func folded(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether the folder name spells the folded name as it is (words joined by hyphens).
    private static func isPlain(_ folded: String, slug: String) -> Bool {
        folded.split(whereSeparator: { $0 == " " || $0 == "-" }).joined(separator: "-") == slug
    }

    /// The folder of every spelling of every group, for links to a group's pages.
    static func folders(of groups: [QuoteGroup]) -> [String: String] {
        var result: [String: String] = [:]
        for group in groups {
            for spelling in group.spellings { result[spelling] = group.slug }
        }
        return result
    }
}
