/// What card designs lay over a photo: tone maps (grayscale, sepia, duotone) and colour
/// fills that vary across the image (gradients, vignettes), on libgd's packed pixels.
extension Image {
    /// Replaces every pixel by `table[luminance]`, its Rec. 709 luma (0…255) looked up in a
    /// 256-entry ramp: grayscale, sepia and duotone are such ramps.
    public func remapLuminance(_ table: [RGBColor]) {
        precondition(table.count == 256, "a tone ramp has 256 entries")
        let packed = table.map { UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) }
        forEachRow { _, row in
            for x in row.indices {
                let pixel = UInt32(bitPattern: row[x])
                // Integer Rec. 709 weights (×1024) on the encoded values, as print tone maps do.
                let luma = (218 * (pixel >> 16 & 0xFF) + 732 * (pixel >> 8 & 0xFF) + 74 * (pixel & 0xFF) + 512) >> 10
                row[x] = Int32(bitPattern: packed[Int(min(255, luma))])
            }
        }
    }

    /// Lays a colour over the rectangle (clipped to the image) with the opacity `coverage`
    /// gives for each pixel (0…1): a gradient's stops, a vignette's falloff.
    public func blend(
        x originX: Int, y originY: Int, width: Int, height: Int,
        _ colorAt: (_ x: Int, _ y: Int) -> (color: RGBColor, opacity: Double)
    ) {
        let firstX = max(0, originX), lastX = min(self.width, originX + width)
        let firstY = max(0, originY), lastY = min(self.height, originY + height)
        guard firstX < lastX, firstY < lastY else { return }
        forEachRow { y, row in
            guard y >= firstY, y < lastY else { return }
            for x in firstX..<lastX {
                let (color, opacity) = colorAt(x - originX, y - originY)
                let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
                guard alpha > 0 else { continue }
                let pixel = UInt32(bitPattern: row[x])
                func mix(_ under: UInt32, _ over: UInt8) -> UInt32 {
                    (under * (255 - alpha) + UInt32(over) * alpha + 127) / 255
                }
                let red = mix(pixel >> 16 & 0xFF, color.red), green = mix(pixel >> 8 & 0xFF, color.green)
                let blue = mix(pixel & 0xFF, color.blue)
                row[x] = Int32(bitPattern: red << 16 | green << 8 | blue)
            }
        }
    }

    /// The image as premultiplied RGBA, with the transparency libgd kept (0 opaque … 127).
    func rgbaBitmap() -> RGBABitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        forEachRow { y, row in
            for x in row.indices {
                let pixel = UInt32(bitPattern: row[x])
                let alpha = 255 - Int((pixel >> 24 & 0x7F) * 255 + 63) / 127
                let index = (y * width + x) * 4
                func premultiplied(_ shift: UInt32) -> UInt8 { UInt8((Int(pixel >> shift & 0xFF) * alpha + 127) / 255) }
                pixels[index] = premultiplied(16)
                pixels[index + 1] = premultiplied(8)
                pixels[index + 2] = premultiplied(0)
                pixels[index + 3] = UInt8(max(0, alpha))
            }
        }
        return RGBABitmap(width: width, height: height, pixels: pixels)
    }
}

extension Image {
    /// Copies `other` onto this image with its top-left corner at `x`, `y`; what falls
    /// outside is left out.
    public func draw(_ other: Image, atX originX: Int = 0, y originY: Int = 0) {
        let firstX = max(0, -originX), lastX = min(other.width, width - originX)
        guard firstX < lastX else { return }
        other.forEachRow { sourceY, source in
            let y = originY + sourceY
            guard y >= 0, y < height else { return }
            withRow(y) { row in
                for x in firstX..<lastX { row[originX + x] = source[x] & 0x00FF_FFFF }
            }
        }
    }
}
