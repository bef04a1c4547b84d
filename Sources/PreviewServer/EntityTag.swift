/// An HTTP entity tag (`ETag`) and the `If-None-Match` check that turns a repeat request
/// into a `304 Not Modified`.
struct EntityTag: Hashable, Sendable {
    /// The tag between its quotes.
    var opaque: String

    /// A tag from what identifies one version of a file: builds replace files by renaming
    /// new ones into place, so the inode changes with the content, and size and
    /// nanosecond modification time catch anything edited in place.
    init(inode: UInt64, size: UInt64, modifiedNanoseconds: Int64, variant: String? = nil) {
        var text =
            String(inode, radix: 16) + "-" + String(size, radix: 16) + "-" + String(modifiedNanoseconds, radix: 16)
        if let variant { text += "-" + variant }
        opaque = text
    }

    init(opaque: String) {
        self.opaque = opaque
    }

    /// The header value, with its quotes.
    var headerValue: String { "\"" + opaque + "\"" }

    /// Whether an `If-None-Match` header value names this tag (RFC 9110 §13.1.2: `*`, or
    /// a list compared weakly, so `W/"x"` matches `"x"`).
    func isMatched(byIfNoneMatch header: String) -> Bool {
        let bytes = Array(header.utf8)
        var index = 0
        func skipSeparators() {
            while index < bytes.count,
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                    || bytes[index] == UInt8(ascii: ",")
            {
                index += 1
            }
        }
        skipSeparators()
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") { return true }
        let wanted = Array(opaque.utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "W"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            guard index < bytes.count else { return false }
            if bytes[start..<index].elementsEqual(wanted) { return true }
            index += 1
            skipSeparators()
        }
        return false
    }
}
