/// The bytes of a text file checked to be UTF-8, with any byte order mark removed.
///
/// Validating up front lets the parsers work on bytes and build strings
/// without re-checking, and lets us name the line of a broken byte, which
/// `String(decoding:as:)` would silently replace with U+FFFD.
struct SourceText {
    let bytes: [UInt8]

    init(_ data: some Collection<UInt8>, file: String) throws(ProjectError) {
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let offset = Self.firstInvalidUTF8Offset(in: bytes) {
            var tracker = LineTracker()
            var index = 0
            while index < offset {
                if bytes[index] == UInt8(ascii: "\n") { tracker.startLine(at: index + 1) }
                index += 1
            }
            throw ProjectError(.invalidUTF8, at: tracker.position(at: offset, in: bytes).location(in: file))
        }
        self.bytes = bytes
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F  // surrogates are not scalars
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F  // nothing above U+10FFFF
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
