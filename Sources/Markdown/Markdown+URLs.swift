extension Markdown {
    /// The URL schemes links and images may use; relative URLs are always allowed.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Whether a link or image may point at `url`: a relative URL, a fragment,
    /// or an absolute URL whose scheme is in ``allowedSchemes``.
    ///
    /// The check reads the URL the way a browser does: tabs and line breaks
    /// anywhere are ignored, as are control characters and spaces at either
    /// end, and the scheme is case-insensitive. So `" Java\tScript:alert(1)"`
    /// is refused. Character references are already decoded by cmark.
    public static func allowsURL(_ url: String) -> Bool {
        var scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        var scheme = ""
        for scalar in scalars {
            switch scalar {
            case ":":
                return allowedSchemes.contains(scheme.lowercased())
            case "/", "?", "#":
                return true
            default:
                scheme.unicodeScalars.append(scalar)
            }
        }
        return true
    }
}
