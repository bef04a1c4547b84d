import CFreeType
import Foundation

/// A `Font` opened with FreeType for rendering, owned by one `Typesetter`.
final class FreeTypeFace {
    let font: Font
    /// A number for this face in glyph cache keys, unique within the process.
    let serial: Int
    private let face: FT_Face
    /// Keeps the library alive as long as the face; FreeType requires that order.
    private let library: FreeTypeLibrary
    private var currentSize = 0

    init(font: Font, library: FreeTypeLibrary) throws(TypesettingError) {
        let path = font.file.path
        // FreeType selects a named instance with bits 16 and up of the face index.
        let instanceBits = (font.namedInstance.map { $0 + 1 } ?? 0) << 16
        guard let index = FT_Long(exactly: instanceBits | font.faceIndex) else {
            throw TypesettingError(.invalidValue("face index \(font.faceIndex) is out of range"), file: path)
        }
        var face: FT_Face?
        let error = FT_New_Face(library.handle, path, index, &face)
        guard error == 0, let face else {
            throw TypesettingError(.freeType(operation: "open the font", code: error), file: path)
        }
        self.font = font
        self.face = face
        self.library = library
        self.serial = FaceSerial.next()
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The face's metrics in font units over its em (see `FontMetrics`).
    func metrics() throws(TypesettingError) -> FontMetrics {
        let em = Double(face.pointee.units_per_EM)
        guard em > 0 else {
            throw TypesettingError(.invalidValue("the font has no units per em"), file: font.file.path)
        }
        var ascender = Double(face.pointee.ascender), descender = Double(-face.pointee.descender)
        var lineGap = Double(face.pointee.height) - ascender - descender
        // Browsers use the OS/2 typographic metrics when the font sets USE_TYPO_METRICS (bit 7).
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.fsSelection & (1 << 7) != 0
        {
            ascender = Double(os2.pointee.sTypoAscender)
            descender = Double(-os2.pointee.sTypoDescender)
            lineGap = Double(os2.pointee.sTypoLineGap)
        }
        var total = 0.0, weights = 0.0
        for (character, weight) in FontMetrics.letterFrequencies {
            guard let scalar = character.unicodeScalars.first else { continue }
            let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            var advance: FT_Fixed = 0
            guard glyph != 0, FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else { continue }
            total += Double(advance) * weight
            weights += weight
        }
        guard weights > 0 else {
            throw TypesettingError(.invalidValue("the font has no Latin letters to measure"), file: font.file.path)
        }
        return FontMetrics(
            ascent: ascender / em, descent: descender / em, lineGap: max(0, lineGap) / em,
            averageWidth: total / weights / em)
    }

    /// Whether the face has only bitmap strikes (CBDT emoji), which must be selected, not sized.
    private var isBitmapOnly: Bool {
        face.pointee.face_flags & FT_FACE_FLAG_SCALABLE == 0 && face.pointee.num_fixed_sizes > 0
    }

    /// Draws `glyph` in colour for text of `size` (26.6 pixels): from the strike nearest at or
    /// above the size for a bitmap font (scaled later), or at the size for a colour outline
    /// font (COLR layers). Nil when the glyph has no colour image (then it is drawn as coverage).
    func renderColor(glyph: UInt32, size: Int) throws(TypesettingError) -> ColorGlyphBitmap? {
        var scale = 1.0
        if isBitmapOnly {
            // The smallest strike at least as large as the text (downscaling keeps detail),
            // else the largest there is.
            let wanted = Double(size) / 64
            let strikes = (0..<Int(face.pointee.num_fixed_sizes)).map {
                (index: $0, ppem: Double(face.pointee.available_sizes[$0].y_ppem) / 64)
            }
            let chosen =
                strikes.filter { $0.ppem >= wanted }.min { $0.ppem < $1.ppem } ?? strikes.max { $0.ppem < $1.ppem }
            let best = chosen?.index ?? 0
            let bestPPEM = chosen?.ppem ?? 0
            let error = FT_Select_Size(face, FT_Int(best))
            guard error == 0, bestPPEM > 0 else {
                throw TypesettingError(.freeType(operation: "select a bitmap size", code: error), file: font.file.path)
            }
            currentSize = -1
            scale = wanted / bestPPEM
        } else if size != currentSize {
            let error = FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72)
            guard error == 0 else {
                throw TypesettingError(
                    .freeType(operation: "set the size \(Double(size) / 64) px", code: error), file: font.file.path)
            }
            currentSize = size
        }
        var error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR))
        guard error == 0, let slot = face.pointee.glyph else {
            throw TypesettingError(.freeType(operation: "load glyph \(glyph)", code: error), file: font.file.path)
        }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
            guard error == 0 else {
                throw TypesettingError(.freeType(operation: "render glyph \(glyph)", code: error), file: font.file.path)
            }
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
            let buffer = bitmap.buffer
        else { return nil }
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
            for column in 0..<width {
                let from = source + column * 4, to = (row * width + column) * 4
                // BGRA to RGBA; both premultiplied.
                pixels[to] = buffer[from + 2]
                pixels[to + 1] = buffer[from + 1]
                pixels[to + 2] = buffer[from]
                pixels[to + 3] = buffer[from + 3]
            }
        }
        return ColorGlyphBitmap(
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), width: width, height: height,
            pixels: pixels, scale: scale)
    }

    /// Renders `glyph` at `size` (26.6 fixed-point pixels) with its origin moved
    /// right and down by the given quarters of a pixel, anti-aliased.
    func render(glyph: UInt32, size: Int, quarterX: UInt8, quarterY: UInt8) throws(TypesettingError) -> GlyphBitmap {
        if size != currentSize {
            let error = FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72)
            guard error == 0 else {
                throw TypesettingError(
                    .freeType(operation: "set the size \(Double(size) / 64) px", code: error), file: font.file.path)
            }
            currentSize = size
        }
        // Unhinted, like HarfBuzz's positions: hinting would move stems away from where the layout put them.
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        var error = FT_Load_Glyph(face, glyph, flags)
        guard error == 0, let slot = face.pointee.glyph else {
            throw TypesettingError(.freeType(operation: "load glyph \(glyph)", code: error), file: font.file.path)
        }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            return GlyphBitmap(left: 0, top: 0, width: 0, height: 0, pixels: [])
        }
        // Subpixel positioning: shift the outline itself (26.6 units, y up) before rendering.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(quarterX) * 16, -FT_Pos(quarterY) * 16)
        error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard error == 0 else {
            throw TypesettingError(.freeType(operation: "render glyph \(glyph)", code: error), file: font.file.path)
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        else {
            return GlyphBitmap(left: 0, top: 0, width: 0, height: 0, pixels: [])
        }
        let pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            // A negative pitch means the rows are stored bottom-up.
            let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
            for column in 0..<width { pixels[row * width + column] = buffer[source + column] }
        }
        return GlyphBitmap(
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), width: width, height: height,
            pixels: pixels)
    }
}
