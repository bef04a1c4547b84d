/// Folder names for the pages of a tag or a speaker: the name's words folded to lowercase
/// ASCII ("Søren Kierkegaard" gives `soren-kierkegaard`), or `n-` and a short hash of the
/// name when it has no Latin letters (Japanese, Hebrew). Depends on the name alone; names
/// that differ in more than case and accents but give one slug ("C++" and "C") are told
/// apart where the site's groups are made (`QuoteGroup`).
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

    /// Six letters and digits from `text`: what tells apart two names of one slug.
    public static func hash(of text: String) -> String {
        QuoteSlug.hash(speaker: text, text: "")
    }
}
