import Foundation

/// Percent-encoding for values placed in URL query strings (share links, calendar links).
enum URLEncoding {
    /// RFC 3986 unreserved characters only: everything else is encoded, including `&`,
    /// `=`, `+`, `#` and `/`, so a value can never change the URL's structure.
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func component(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// `base?key=value&…` with every key and value encoded.
    static func url(_ base: String, _ query: [(String, String)]) -> String {
        base + "?" + query.map { "\(component($0.0))=\(component($0.1))" }.joined(separator: "&")
    }
}
