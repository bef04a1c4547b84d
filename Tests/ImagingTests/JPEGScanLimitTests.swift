import Foundation
import Imaging
import Testing

/// A progressive JPEG is decoded in a pass over the image per scan: a file of thousands of
/// scans (a few KB, and no photo has more than a dozen) is refused, not decoded for minutes.
@Suite("JPEG scan limit")
struct JPEGScanLimitTests {
    /// A grey 8×8 progressive JPEG of `1 + 63 × 14` scans: the DC scan, then every AC
    /// coefficient in a first scan and thirteen refinements. All its coefficients are zero,
    /// so every scan's data is one end-of-band code.
    static func manyScans(refinements: Int = 13) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        func segment(_ marker: UInt8, _ body: [UInt8]) {
            let length = body.count + 2
            bytes += [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
        }
        segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))  // quantisation table 0, all ones
        segment(0xC2, [8, 0, 8, 0, 8, 1, 1, 0x11, 0])  // progressive, 8×8, one component
        // One code of length 1 for symbol 0 (DC: difference 0; AC: end of band), table 0 each.
        let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
        segment(0xC4, [0x00] + oneCode)
        segment(0xC4, [0x10] + oneCode)
        func scan(_ start: UInt8, _ end: UInt8, high: UInt8, low: UInt8) {
            segment(0xDA, [1, 1, 0x00, start, end, high << 4 | low])
            bytes.append(0x7F)  // the code "0", padded with ones
        }
        scan(0, 0, high: 0, low: 0)
        for coefficient in UInt8(1)...63 {
            scan(coefficient, coefficient, high: 0, low: UInt8(refinements))
            for bit in stride(from: refinements, to: 0, by: -1) {
                scan(coefficient, coefficient, high: UInt8(bit), low: UInt8(bit - 1))
            }
        }
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    @Test("a JPEG of 883 scans is refused, naming the count")
    func refusesScanBombs() {
        #expect {
            _ = try ImageDecoder().decode(Self.manyScans())
        } throws: { error in
            "\(error)".contains("883 scans")
        }
    }

    @Test("a progressive JPEG of a few scans decodes")
    func decodesFewScans() throws {
        let image = try ImageDecoder().decode(Self.manyScans(refinements: 0))
        #expect(image.width == 8 && image.height == 8)
    }
}
