import Glibc

/// A single-byte character set (ISO 8859-x, KOI8-R) as older hyphenation pattern files
/// use, through the C library's iconv: each scalar to its one byte.
struct SingleByteCharset {
    private let table: [UInt32: UInt8]

    /// The set `name` names ("ISO8859-1"); nil if iconv does not know it.
    init?(_ name: String) {
        // Every byte's scalar, found by converting each byte once.
        guard let reverse = iconv_open("UTF-32LE", name), reverse != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(reverse) }
        var table: [UInt32: UInt8] = [:]
        for byte in UInt8(0x20)...UInt8(0xFF) {
            var input: [CChar] = [CChar(bitPattern: byte)]
            var output = [UInt8](repeating: 0, count: 8)
            let converted = input.withUnsafeMutableBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer -> Int in
                    var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
                    var inLeft = 1
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress)?
                        .assumingMemoryBound(to: CChar.self)
                    var outLeft = 8
                    guard iconv(reverse, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return 0 }
                    return 8 - outLeft
                }
            }
            guard converted == 4 else { continue }
            let scalar = UInt32(output[0]) | UInt32(output[1]) << 8 | UInt32(output[2]) << 16 | UInt32(output[3]) << 24
            table[scalar] = byte
        }
        guard !table.isEmpty else { return nil }
        self.table = table
    }

    func byte(for scalar: Unicode.Scalar) -> UInt8? {
        table[scalar.value]
    }
}
