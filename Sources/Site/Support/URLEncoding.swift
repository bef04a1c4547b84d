import SafeText

/// Query strings of share links: every key and value percent-encoded (`PercentEncoding`), so
/// a value can never change the URL's structure.
enum URLEncoding {
    /// `base?key=value&…` with every key and value encoded.
    static func url(_ base: String, _ query: [(String, String)]) -> String {
        base + "?"
            + query.map { "\(PercentEncoding.encoded($0.0))=\(PercentEncoding.encoded($0.1))" }
            .joined(separator: "&")
    }
}
