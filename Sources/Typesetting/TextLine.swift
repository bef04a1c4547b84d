/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    /// The line's text in logical order, without trailing spaces.
    public var text: String
    /// The size the line is set at, in pixels.
    public var fontSize: Double
    /// The baseline's distance from the top of the box, in pixels (a whole number).
    public var baseline: Double
    /// The line box reaches `ascent` above and `descent` below the baseline
    /// (the font's ascender and descender, or further where a glyph's ink does).
    public var ascent: Double
    /// See `ascent`.
    public var descent: Double
    /// The left end of the line's advance, in pixels from the left of the box.
    public var x: Double
    /// The sum of the glyphs' advances, in pixels.
    public var width: Double
    /// Whether the line's paragraph runs right to left.
    public var isRightToLeft: Bool
    /// The glyphs in visual order, left to right.
    public var glyphs: [PositionedGlyph]
    /// The box around the ink of the line's glyphs, nil for a line without ink.
    public var inkBounds: TextRect?
    /// Which font set which part of the line, in logical order: stretches of the text, each
    /// with an index into `TextLayout.fonts`.
    public var fontRuns: [FontRun] = []

    /// A stretch of a line set in one font.
    public struct FontRun: Sendable, Hashable {
        public var font: Int
        public var text: String
    }

    /// The line box: from `ascent` above to `descent` below the baseline, across the advance.
    public var lineBox: TextRect {
        TextRect(minX: x, minY: baseline - ascent, maxX: x + width, maxY: baseline + descent)
    }
}
