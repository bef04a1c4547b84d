import CHarfBuzz
import Foundation

/// A `Font` opened with HarfBuzz for shaping, owned by one `Typesetter`.
///
/// The `hb_font_t` is scaled to `ShapingFont.scale` units per em whatever the
/// face's own units, so every position HarfBuzz returns is a fraction of the em
/// and becomes pixels by one multiplication with the font size. Without hinting
/// (HarfBuzz's OpenType functions apply none) advances scale linearly, which is
/// what lets the fitter try many sizes after shaping once.
final class ShapingFont {
    /// Units per em of every shaping font.
    static let scale: Int32 = 1 << 16

    let font: Font
    /// The `hb_font_t`; valid as long as this object lives.
    let handle: OpaquePointer
    /// Distance from the baseline up to the font's ascender line, in em.
    let ascender: Double
    /// Distance from the baseline down to the font's descender line, in em.
    let descender: Double
    private let face: HarfBuzzFace
    private var inks: [UInt32: GlyphInk] = [:]

    init(font: Font) throws(TypesettingError) {
        face = try HarfBuzzFace(file: font.file, faceIndex: font.faceIndex)
        guard let handle = hb_font_create(face.handle) else {
            throw TypesettingError(.library("HarfBuzz could not create a font"), file: font.file.path)
        }
        hb_font_set_scale(handle, Self.scale, Self.scale)
        if let instance = font.namedInstance {
            guard let index = UInt32(exactly: instance) else {
                hb_font_destroy(handle)
                throw TypesettingError(
                    .invalidValue("named instance \(instance) is out of range"), file: font.file.path)
            }
            hb_font_set_var_named_instance(handle, index)
        }
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(handle, &extents) != 0 {
            ascender = Double(extents.ascender) / Double(Self.scale)
            descender = -Double(extents.descender) / Double(Self.scale)
        } else {
            ascender = 0.8
            descender = 0.2
        }
        self.font = font
        self.handle = handle
    }

    deinit {
        hb_font_destroy(handle)
    }

    /// The ink box of a glyph in em, y down; nil for glyphs without ink (spaces).
    func ink(of glyph: UInt32) -> GlyphInk? {
        if let ink = inks[glyph] { return ink.isEmpty ? nil : ink }
        var extents = hb_glyph_extents_t()
        let ink: GlyphInk
        if hb_font_get_glyph_extents(handle, glyph, &extents) != 0, extents.width != 0, extents.height != 0 {
            let scale = Double(Self.scale)
            ink = GlyphInk(
                left: Double(extents.x_bearing) / scale,
                top: -Double(extents.y_bearing) / scale,
                right: Double(extents.x_bearing + extents.width) / scale,
                bottom: -Double(extents.y_bearing + extents.height) / scale
            )
        } else {
            ink = GlyphInk(left: 0, top: 0, right: 0, bottom: 0)
        }
        inks[glyph] = ink
        return ink.isEmpty ? nil : ink
    }
}
