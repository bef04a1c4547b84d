import Foundation
import Testing
import WebFonts

@Suite("WOFF2 encoding")
struct WOFF2Tests {
    static let font = "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf"

    /// A big-endian 32-bit field of the WOFF2 header.
    static func field(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test("an OpenType font becomes a WOFF2 file of its flavour, a little over half its size")
    func encodes() throws {
        let source = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.font)))
        let encoded = try WOFF2.encode(source)
        #expect(Array(encoded.prefix(4)) == Array("wOF2".utf8))
        // The flavour is the source's: CFF outlines ("OTTO").
        #expect(Self.field(encoded, at: 4) == Self.field(Array("OTTO".utf8), at: 0))
        // The header's length is the file's, and the total size of the font it holds is the source's.
        #expect(Self.field(encoded, at: 8) == UInt32(encoded.count))
        #expect(encoded.count < source.count * 6 / 10)
        // The same font, the same bytes.
        #expect(try WOFF2.encode(source) == encoded)
    }

    @Test("bytes that are not a font are an error, not a crash")
    func refusesNonFonts() {
        #expect(throws: WOFF2.EncodingError.self) { try WOFF2.encode([]) }
        #expect(throws: WOFF2.EncodingError.self) { try WOFF2.encode(Array("not a font at all".utf8)) }
        #expect(throws: WOFF2.EncodingError.self) { try WOFF2.encode([UInt8](repeating: 0, count: 4096)) }
    }
}
