import CFreeType
import CHarfBuzz

/// Lays out and rasterises card text: shaping with HarfBuzz, bidi with FriBidi,
/// line breaking with ICU (the LineBreaking module), glyph rendering with FreeType.
///
/// A typesetter holds its own FreeType library, faces and caches, which are not
/// safe to share, so it is used by one thread at a time: keep one per worker.
/// It is cheap to make (fonts are opened on first use) and gets faster as its
/// caches fill. Fonts and layouts are values and may cross threads freely.
///
/// ```swift
/// let typesetter = try Typesetter()
/// let layout = try typesetter.layout(request)
/// if let clamping = layout.clamping { warn("quote '\(layout.identifier)' \(clamping)") }
/// let mask = try typesetter.rasterize(layout)
/// ```
public final class Typesetter {
    let shaper: Shaper
    let freeType: FreeTypeLibrary
    private var shapingFonts: [Font: ShapingFont] = [:]
    private var renderingFaces: [Font: FreeTypeFace] = [:]
    var glyphBitmaps: [GlyphBitmap.Key: GlyphBitmap] = [:]
    /// Colour glyphs drawn so far (nil: the glyph has no colour image).
    var colorBitmaps: [GlyphBitmap.Key: ColorGlyphBitmap?] = [:]

    public init() throws(TypesettingError) {
        shaper = try Shaper()
        freeType = try FreeTypeLibrary()
    }

    /// The HarfBuzz font for `font`, opened on first use.
    func shapingFont(_ font: Font) throws(TypesettingError) -> ShapingFont {
        if let opened = shapingFonts[font] { return opened }
        let opened = try ShapingFont(font: font)
        shapingFonts[font] = opened
        return opened
    }

    /// The FreeType face for `font`, opened on first use.
    func renderingFace(_ font: Font) throws(TypesettingError) -> FreeTypeFace {
        if let opened = renderingFaces[font] { return opened }
        let opened = try FreeTypeFace(font: font, library: freeType)
        renderingFaces[font] = opened
        return opened
    }
}
