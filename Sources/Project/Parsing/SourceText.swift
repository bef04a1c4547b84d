import Diagnostics

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
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ProjectError(.utf16(byteOrderMark: true), at: SourceLocation(file: file, line: 1, column: 1))
        }
        if Self.looksLikeUTF16(bytes) {
            throw ProjectError(.utf16(byteOrderMark: false), at: SourceLocation(file: file, line: 1, column: 1))
        }
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

    /// Whether the start of `bytes` is UTF-16 without a byte-order mark: text of the Latin
    /// alphabet in UTF-16 has a NUL as every other byte, which UTF-8 text never has.
    static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(4096)
        guard sample.count >= 4 else { return false }
        var zerosAtEven = 0, zerosAtOdd = 0, nonZeroAtEven = 0, nonZeroAtOdd = 0
        for (offset, byte) in sample.enumerated() {
            switch (offset % 2 == 0, byte == 0) {
            case (true, true): zerosAtEven += 1
            case (false, true): zerosAtOdd += 1
            case (true, false): nonZeroAtEven += 1
            case (false, false): nonZeroAtOdd += 1
            }
        }
        let pairs = sample.count / 2
        // Most pairs have one NUL, always on the same side, and the other side holds text.
        return (zerosAtOdd * 10 >= pairs * 6 && nonZeroAtEven * 10 >= pairs * 6)
            || (zerosAtEven * 10 >= pairs * 6 && nonZeroAtOdd * 10 >= pairs * 6)
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
