import Foundation
import Testing
import Typesetting

/// Fonts the setup script installs, and requests built from them.
enum Fixtures {
    static let library = FontLibrary()

    static func chain(_ names: [String]) throws -> FontChain {
        try library.chain(names)
    }

    /// The fonts `names` stand for and nothing else: no installed font is looked for.
    static func closedChain(_ names: [String]) throws -> FontChain {
        try FontChain(library.chain(names).fonts)
    }

    /// The chain a card would use: League Spartan, then CJK, Arabic, Hebrew and symbols.
    static func cardChain() throws -> FontChain {
        try chain(["League Spartan Bold", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Symbola"])
    }

    static func style(
        _ chain: FontChain,
        size: ClosedRange<Double>,
        lineHeight: Double = 1.2,
        letterSpacing: Double = 0,
        alignment: TextAlignment = .natural
    ) -> TextStyle {
        TextStyle(
            fonts: chain, maxSize: size.upperBound, minSize: size.lowerBound, lineHeight: lineHeight,
            letterSpacing: letterSpacing, alignment: alignment
        )
    }

    /// A quote without speaker at sizes `size` in a `width`×`height` box.
    static func request(
        _ quote: String,
        id: String = "q-test",
        speaker: String? = nil,
        language: String? = "en",
        width: Int = 1040,
        height: Int = 470,
        chain: FontChain? = nil,
        size: ClosedRange<Double> = 24...72,
        lineHeight: Double = 1.2,
        letterSpacing: Double = 0,
        alignment: TextAlignment = .natural,
        verticalAlignment: VerticalAlignment = .center,
        smartQuotes: Bool = true,
        hanging: Bool = true
    ) throws -> LayoutRequest {
        let chain = try chain ?? cardChain()
        return LayoutRequest(
            identifier: id, quote: quote, speaker: speaker, language: language, width: width, height: height,
            quoteStyle: style(
                chain, size: size, lineHeight: lineHeight, letterSpacing: letterSpacing, alignment: alignment),
            speakerStyle: style(chain, size: 20...32),
            speakerGap: 24, verticalAlignment: verticalAlignment, smartQuotes: smartQuotes, hangingPunctuation: hanging
        )
    }

    /// Writes a mask as a PGM image of the whole box into the folder named by
    /// `TYPESETTING_DUMP_DIR`, if set, for a person to look at.
    static func dump(_ mask: CoverageMask, of layout: TextLayout, name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["TYPESETTING_DUMP_DIR"] else { return }
        var image = [UInt8](repeating: 0, count: layout.width * layout.height)
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                let x = mask.x + column
                let y = mask.y + row
                if (0..<layout.width).contains(x), (0..<layout.height).contains(y) {
                    image[y * layout.width + x] = mask[column, row]
                }
            }
        }
        let header = Data("P5\n\(layout.width) \(layout.height)\n255\n".utf8)
        try (header + Data(image)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).pgm"))
    }
}
