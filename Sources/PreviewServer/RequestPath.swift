import SafeText

/// The path of a request target, decoded into segments that cannot leave the site folder.
///
/// Each `/`-separated segment is percent-decoded on its own, so `%2F` can never become a
/// separator. A segment that decodes to `.` or `..`, or that contains a slash, backslash,
/// NUL or other control character, makes the whole request a bad one: such paths come only
/// from crafted requests (browsers resolve dot segments before sending), and answering
/// them with anything but an error would invite guessing.
struct RequestPath: Equatable, Sendable {
    /// Why a target was refused (answered with 400 Bad Request).
    enum Rejection: Error, Equatable, CustomStringConvertible {
        case notAbsolute
        case malformedEscape
        case notUTF8
        case forbiddenSegment

        var description: String {
            switch self {
            case .notAbsolute: "The request target must be a path starting with '/'."
            case .malformedEscape: "The path contains a '%' that is not followed by two hexadecimal digits."
            case .notUTF8: "The path does not decode to UTF-8 text."
            case .forbiddenSegment:
                "The path contains a '.' or '..' segment, an encoded slash, a backslash or a control character."
            }
        }
    }

    /// The decoded segments; empty for the site root.
    var segments: [String]
    /// Whether the target ends with `/` (a folder, answered with its `index.html`).
    var hasTrailingSlash: Bool
    /// The target exactly as received, still percent-encoded (for redirects).
    var raw: String

    init(_ target: String) throws(Rejection) {
        let bytes = Array(target.utf8)
        guard bytes.first == UInt8(ascii: "/") else { throw .notAbsolute }
        raw = target
        hasTrailingSlash = bytes.count > 1 && bytes.last == UInt8(ascii: "/")
        segments = []
        for piece in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            segments.append(try Self.decode(piece))
        }
    }

    private static func decode(_ raw: ArraySlice<UInt8>) throws(Rejection) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            var byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < raw.endIndex,
                    let high = Hex.value(of: raw[index + 1]), let low = Hex.value(of: raw[index + 2])
                else { throw .malformedEscape }
                byte = high << 4 | low
                index += 3
            } else {
                index += 1
            }
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") {
                throw .forbiddenSegment
            }
            decoded.append(byte)
        }
        guard let text = String(validating: decoded, as: UTF8.self) else { throw .notUTF8 }
        if text == "." || text == ".." { throw .forbiddenSegment }
        return text
    }
}
