/// Anti-aliased glyph coverage: 0 where no glyph touches a pixel, 255 where
/// glyphs cover it fully. The caller composites a colour through it.
public struct CoverageMask: Sendable, Hashable {
    /// The column of the mask's left edge, relative to the text box's left edge (may be negative only for glyphs placed by hand).
    public var x: Int
    /// The row of the mask's top edge, relative to the text box's top edge.
    public var y: Int
    /// Columns in the mask.
    public var width: Int
    /// Rows in the mask.
    public var height: Int
    /// `width * height` values, row by row from the top.
    public var pixels: [UInt8]

    /// A mask of `width * height` coverage values whose top-left pixel sits at (`x`, `y`) in the box.
    public init(x: Int, y: Int, width: Int, height: Int, pixels: [UInt8]) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The coverage at a pixel of the mask (not of the box).
    public subscript(column: Int, row: Int) -> UInt8 {
        pixels[row * width + column]
    }

    /// The coverage at pixel (`x`, `y`) of the text box; 0 outside the mask.
    public func coverage(x: Int, y: Int) -> UInt8 {
        let column = x - self.x
        let row = y - self.y
        guard (0..<width).contains(column), (0..<height).contains(row) else { return 0 }
        return pixels[row * width + column]
    }
}
