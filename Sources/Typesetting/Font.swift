public import Foundation

/// One face of a font file, resolved by a `FontLibrary` and ready to typeset with.
///
/// A font is a value: two fonts are equal when they name the same face (file,
/// face index within a collection, named instance of a variable font). It holds
/// no FreeType or HarfBuzz state, so it is `Sendable` and shared by all threads;
/// each `Typesetter` opens its own handles on first use.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The font file.
    public let file: URL
    /// The face within a collection (`.ttc`); 0 for single-face files.
    public let faceIndex: Int
    /// The zero-based named instance of a variable font (e.g. its "Bold"), if one was chosen.
    public let namedInstance: Int?
    /// The family name, e.g. "League Spartan".
    public let family: String
    /// The style name, e.g. "Bold".
    public let style: String
    /// Whether its glyphs are drawn in colour (emoji): bitmaps or layers, not one coverage.
    public let isColor: Bool
    let coverage: CharacterCoverage

    init(
        file: URL, faceIndex: Int, namedInstance: Int?, family: String, style: String, isColor: Bool = false,
        coverage: CharacterCoverage
    ) {
        self.file = file
        self.faceIndex = faceIndex
        self.namedInstance = namedInstance
        self.family = family
        self.style = style
        self.isColor = isColor
        self.coverage = coverage
    }

    /// Whether the style is bold or heavier, for choosing fallback fonts that match.
    var isBold: Bool {
        let style = style.lowercased()
        return ["bold", "black", "heavy", "semibold", "demibold", "extrabold", "ultrabold"].contains {
            style.contains($0)
        }
    }

    var isItalic: Bool {
        let style = style.lowercased()
        return style.contains("italic") || style.contains("oblique")
    }

    /// Whether the face maps `scalar` to a glyph.
    ///
    /// Spaces count as covered when the face has U+0020, because HarfBuzz draws
    /// missing space characters (thin, narrow no-break, em space, …) from the
    /// plain space at the right width.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        if coverage.contains(scalar.value) { return true }
        return scalar.properties.generalCategory == .spaceSeparator && coverage.contains(0x20)
    }

    /// "League Spartan Bold", or the family alone for a regular style.
    public var description: String {
        let plain = ["regular", "book", "normal", "roman", ""]
        return plain.contains(style.lowercased()) ? family : "\(family) \(style)"
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.file == rhs.file && lhs.faceIndex == rhs.faceIndex && lhs.namedInstance == rhs.namedInstance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(faceIndex)
        hasher.combine(namedInstance)
    }
}
