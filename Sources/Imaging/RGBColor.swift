/// An opaque sRGB colour with 8-bit channels.
public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    public static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// libgd's packed truecolor pixel: 7-bit alpha (0 = opaque) in the top byte, then red, green, blue.
    /// `gdTrueColorAlpha` is a C macro Swift cannot import, so the packing lives here, once.
    var gdPixel: Int32 {
        Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
    }

    init(gdPixel: Int32) {
        red = UInt8(truncatingIfNeeded: gdPixel >> 16)
        green = UInt8(truncatingIfNeeded: gdPixel >> 8)
        blue = UInt8(truncatingIfNeeded: gdPixel)
    }

    /// WCAG 2 relative luminance (0 for black … 1 for white).
    public var relativeLuminance: Double {
        0.2126 * SRGB.linear(red) + 0.7152 * SRGB.linear(green) + 0.0722 * SRGB.linear(blue)
    }
}
