extension Typesetter {
    /// Renders a layout's glyphs into one anti-aliased coverage mask covering
    /// their ink, positioned relative to the text box.
    ///
    /// Glyphs are rendered unhinted by FreeType (`FT_Render_Glyph`, normal
    /// mode) at a quarter-pixel horizontal and vertical position, by shifting
    /// the outline before rendering; where glyphs overlap (joined Arabic
    /// letters, marks) their coverage combines as `a + b − a·b`.
    public func rasterize(_ layout: TextLayout) throws(TypesettingError) -> CoverageMask {
        try rasterizeWithColor(layout).mask
    }

    /// Renders a layout: the coverage of its glyphs (to be painted in the text colour), and
    /// its colour glyphs (emoji), each placed where the layout put it and drawn in its own
    /// colours. Colour glyphs are not part of the coverage mask.
    public func rasterizeWithColor(_ layout: TextLayout) throws(TypesettingError) -> RasterizedText {
        struct Placement {
            var bitmap: GlyphBitmap
            var x: Int
            var y: Int
        }
        var faces: [FreeTypeFace] = []
        for font in layout.fonts { faces.append(try renderingFace(font)) }
        var placements: [Placement] = []
        var colorGlyphs: [ColorGlyph] = []
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for line in layout.lines {
            guard let size = Int(exactly: (line.fontSize * 64).rounded()) else {
                throw TypesettingError(
                    .invalidValue("font size \(line.fontSize) is out of range"), textIdentifier: layout.identifier)
            }
            for glyph in line.glyphs {
                guard faces.indices.contains(glyph.font) else {
                    throw TypesettingError(
                        .invalidValue("glyph font \(glyph.font) is not in the layout"),
                        textIdentifier: layout.identifier)
                }
                if faces[glyph.font].font.isColor,
                    let color = try colorBitmap(face: faces[glyph.font], glyph: glyph.glyph, size: size)
                {
                    let scale = color.scale
                    colorGlyphs.append(
                        ColorGlyph(
                            bitmap: color, x: glyph.x + Double(color.left) * scale,
                            y: glyph.y - Double(color.top) * scale, width: Double(color.width) * scale,
                            height: Double(color.height) * scale))
                    continue
                }
                let (column, quarterX) = Self.quantize(glyph.x)
                let (row, quarterY) = Self.quantize(glyph.y)
                let bitmap = try glyphBitmap(
                    face: faces[glyph.font], glyph: glyph.glyph, size: size, quarterX: quarterX, quarterY: quarterY)
                guard bitmap.width > 0 else { continue }
                let x = column + bitmap.left
                let y = row - bitmap.top
                placements.append(Placement(bitmap: bitmap, x: x, y: y))
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x + bitmap.width)
                maxY = max(maxY, y + bitmap.height)
            }
        }
        guard !placements.isEmpty else {
            return RasterizedText(
                mask: CoverageMask(x: 0, y: 0, width: 0, height: 0, pixels: []), colorGlyphs: colorGlyphs)
        }
        let width = maxX - minX
        let height = maxY - minY
        var pixels = [UInt8](repeating: 0, count: width * height)
        for placement in placements {
            let bitmap = placement.bitmap
            for row in 0..<bitmap.height {
                let target = (placement.y - minY + row) * width + (placement.x - minX)
                let source = row * bitmap.width
                for column in 0..<bitmap.width {
                    let covered = Int(bitmap.pixels[source + column])
                    guard covered > 0 else { continue }
                    let present = Int(pixels[target + column])
                    pixels[target + column] = UInt8(present + covered - (present * covered + 127) / 255)
                }
            }
        }
        return RasterizedText(
            mask: CoverageMask(x: minX, y: minY, width: width, height: height, pixels: pixels), colorGlyphs: colorGlyphs
        )
    }

    /// Colour bitmaps are cached like coverage: a bitmap strike serves every size.
    private func colorBitmap(face: FreeTypeFace, glyph: UInt32, size: Int) throws(TypesettingError)
        -> ColorGlyphBitmap?
    {
        let key = GlyphBitmap.Key(face: face.serial, glyph: glyph, size: size, quarterX: 0, quarterY: 0)
        if let cached = colorBitmaps[key] { return cached }
        let bitmap = try face.renderColor(glyph: glyph, size: size)
        if colorBitmaps.count >= 256 { colorBitmaps.removeAll(keepingCapacity: true) }
        colorBitmaps[key] = bitmap
        return bitmap
    }

    /// A position split into a whole pixel and quarters of a pixel.
    private static func quantize(_ position: Double) -> (Int, UInt8) {
        let quarters = Int((position * 4).rounded())
        let whole = quarters >> 2
        return (whole, UInt8(quarters - whole * 4))
    }

    /// Glyph bitmaps are cached per typesetter; cards repeat the same letters at
    /// the same sizes. The cache is emptied when full (a few megabytes), which is
    /// simpler than tracking use and costs one re-render per glyph.
    private func glyphBitmap(face: FreeTypeFace, glyph: UInt32, size: Int, quarterX: UInt8, quarterY: UInt8)
        throws(TypesettingError) -> GlyphBitmap
    {
        let key = GlyphBitmap.Key(face: face.serial, glyph: glyph, size: size, quarterX: quarterX, quarterY: quarterY)
        if let bitmap = glyphBitmaps[key] { return bitmap }
        let bitmap = try face.render(glyph: glyph, size: size, quarterX: quarterX, quarterY: quarterY)
        if glyphBitmaps.count >= Self.glyphCacheLimit { glyphBitmaps.removeAll(keepingCapacity: true) }
        glyphBitmaps[key] = bitmap
        return bitmap
    }

    private static let glyphCacheLimit = 4096
}
