/// Folder names for the pages of a tag or a speaker: the name's words folded to lowercase
/// ASCII ("Søren Kierkegaard" gives `soren-kierkegaard`), or `n-` and a short hash of the
/// name when it has no Latin letters (Japanese, Hebrew). Names that fold to one slug ("Work"
/// and "work") share a page. Depends on the name alone, so adding quotes renames nothing.
public enum NameSlug {
    static let maximumWords = 8
    static let maximumLength = 48

    public static func slug(for name: String) -> String {
        var slug = QuoteSlug.words(in: name, limit: maximumWords).joined(separator: "-")
        if slug.count > maximumLength {
            slug = String(slug.prefix(maximumLength))
            while slug.hasSuffix("-") { slug.removeLast() }
        }
        return slug.isEmpty ? "n-" + QuoteSlug.hash(speaker: name, text: "") : slug
    }
}
