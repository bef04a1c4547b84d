import Foundation
import Testing

@testable import Typesetting

@Suite("Font metrics for a page's fallback font")
struct FontMetricsTests {
    @Test("League Spartan: its ascent and descent as browsers read them, and narrower letters than Arial's")
    func leagueSpartan() throws {
        let library = FontLibrary()
        let regular = try library.metrics(of: try library.font(named: "League Spartan Regular"))
        // hhea: 700 and -220 over an em of 1000, no line gap.
        #expect(regular.ascent == 0.7 && regular.descent == 0.22 && regular.lineGap == 0)
        let bold = try library.metrics(of: try library.font(named: "League Spartan Bold"))
        #expect(regular.averageWidth > 0.35 && regular.averageWidth < bold.averageWidth)
    }

    @Test("a font without Latin letters cannot be measured")
    func noLatin() throws {
        let library = FontLibrary()
        let emoji = try library.font(named: "Noto Color Emoji")
        #expect(throws: TypesettingError.self) { try library.metrics(of: emoji) }
    }
}
