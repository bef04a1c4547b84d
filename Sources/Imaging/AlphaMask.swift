/// An 8-bit coverage mask (0 = transparent … 255 = opaque), row-major, used to paint text.
public struct AlphaMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "mask size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An empty mask of the given size.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: max(0, width * height)))
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        pixels[y * width + x]
    }

    /// A softened copy, grown by `radius` on every side so the blur is never cut off.
    ///
    /// Three passes of a box blur approximate a Gaussian (libgd blurs whole images, not
    /// masks, so this small separable filter is written here).
    public func blurred(radius: Int) -> AlphaMask {
        guard radius > 0, width > 0, height > 0 else { return self }
        let paddedWidth = width + 2 * radius, paddedHeight = height + 2 * radius
        var values = [Int32](repeating: 0, count: paddedWidth * paddedHeight)
        for y in 0..<height {
            for x in 0..<width {
                values[(y + radius) * paddedWidth + x + radius] = Int32(pixels[y * width + x])
            }
        }
        let passRadius = max(1, radius / 3)
        var scratch = values
        for _ in 0..<3 {
            Self.boxBlur(&values, into: &scratch, width: paddedWidth, height: paddedHeight, radius: passRadius, horizontal: true)
            Self.boxBlur(&scratch, into: &values, width: paddedWidth, height: paddedHeight, radius: passRadius, horizontal: false)
        }
        return AlphaMask(width: paddedWidth, height: paddedHeight, pixels: values.map { UInt8(clamping: $0) })
    }

    /// One running-sum box blur along rows or columns; edges are treated as zero.
    private static func boxBlur(
        _ source: inout [Int32], into target: inout [Int32], width: Int, height: Int, radius: Int, horizontal: Bool
    ) {
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        let stride = horizontal ? 1 : width
        let window = Int32(2 * radius + 1)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                for line in 0..<lines {
                    let start = horizontal ? line * width : line
                    var sum: Int32 = 0
                    for index in 0..<min(radius, length) { sum += source[start + index * stride] }
                    for index in 0..<length {
                        let entering = index + radius, leaving = index - radius - 1
                        if entering < length { sum += source[start + entering * stride] }
                        if leaving >= 0 { sum -= source[start + leaving * stride] }
                        target[start + index * stride] = (sum + window / 2) / window
                    }
                }
            }
        }
    }
}
