/// Anti-aliased glyph coverage: 0 where no glyph touches a pixel, 255 where
/// glyphs cover it fully. The caller composites a colour through it.
public struct CoverageMask: Sendable, Hashable {
    /// The mask's top-left pixel relative to the text box's top-left corner.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// `width * height` values, row by row from the top.
    public var pixels: [UInt8]

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
