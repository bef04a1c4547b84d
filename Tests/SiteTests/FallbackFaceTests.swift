import Foundation
import Mustache
import Testing
import Typesetting

@testable import Site

@Suite("The pages' fallback font")
struct FallbackFaceTests {
    /// Debian's fonts-liberation2 (installed by `scripts/setup.sh test`).
    static let folder = "/usr/share/fonts/truetype/liberation2/"

    @Test("Arial's figures are Liberation Sans's, as FreeType reads them")
    func arialFigures() throws {
        let library = FontLibrary()
        for (file, expected) in [
            ("LiberationSans-Regular.ttf", FallbackFace.arial), ("LiberationSans-Bold.ttf", FallbackFace.arialBold),
        ] {
            let measured = try library.metrics(of: try library.font(named: Self.folder + file))
            #expect(abs(measured.averageWidth - expected.averageWidth) < 1e-12, "\(file)")
            #expect(measured.ascent == expected.ascent && measured.descent == expected.descent, "\(file)")
            #expect(measured.lineGap == expected.lineGap, "\(file)")
        }
    }

    @Test("scaled to the web font: its widths, and its ascent and descent at the adjusted size")
    func scaling() throws {
        let webFont = FontMetrics(ascent: 0.7, descent: 0.22, lineGap: 0, averageWidth: 0.4442178132661673 * 0.9)
        let values = FallbackFace.values(matching: webFont, weight: 400)
        guard case .dictionary(let css) = values else {
            Issue.record("not a dictionary")
            return
        }
        #expect(css["sizeAdjust"] == .string("90.00%"))
        #expect(css["ascent"] == .string("77.78%"))
        #expect(css["descent"] == .string("24.44%"))
        #expect(css["lineGap"] == .string("0.00%"))
        #expect(css["bold"] == .bool(false))
    }
}
