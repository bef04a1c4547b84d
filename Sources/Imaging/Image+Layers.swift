internal import CGD
import Foundation

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
                RGBABitmap.store(gdPixel: UInt32(bitPattern: row[x]), in: &pixels, at: (y * width + x) * 4)
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

    /// Copies a shared image onto this one, as `draw(_:atX:y:)` does, without copying it first.
    public func draw(_ other: FrozenImage, atX originX: Int = 0, y originY: Int = 0) {
        other.withImage { draw($0, atX: originX, y: originY) }
    }
}

/// Print looks for photos: blur, a halftone screen, film grain.
extension Image {
    /// A Gaussian blur of `radius` pixels, as a new image, in a time that does not depend on
    /// the radius (see `GaussianBlur`).
    public func blurred(radius: Int) throws(ImagingError) -> Image {
        let result = try copy()
        guard radius > 0 else { return result }
        let width = self.width, count = width * height
        var red = [UInt8](repeating: 0, count: count), green = red, blue = red
        forEachRow { y, row in
            for x in row.indices {
                let pixel = UInt32(bitPattern: row[x])
                red[y * width + x] = UInt8(truncatingIfNeeded: pixel >> 16)
                green[y * width + x] = UInt8(truncatingIfNeeded: pixel >> 8)
                blue[y * width + x] = UInt8(truncatingIfNeeded: pixel)
            }
        }
        let blur = GaussianBlur(radius: radius)
        var scratch: [UInt8] = []
        for index in 0..<3 {
            switch index {
            case 0: blur.apply(to: &red, width: width, height: height, scratch: &scratch)
            case 1: blur.apply(to: &green, width: width, height: height, scratch: &scratch)
            default: blur.apply(to: &blue, width: width, height: height, scratch: &scratch)
            }
        }
        result.forEachRow { y, row in
            for x in row.indices {
                let index = y * width + x
                row[x] = Int32(bitPattern: UInt32(red[index]) << 16 | UInt32(green[index]) << 8 | UInt32(blue[index]))
            }
        }
        return result
    }

    /// A halftone screen: the image becomes round black dots on white, one per `cell` pixels on
    /// a grid turned 45° as print screens are, each as large as its area is dark; follow it with
    /// a duotone to print it in two inks. Drawn by hand: libgd has no screening.
    public func halftone(cell: Int) {
        let cell = Double(max(3, cell))
        let angle = Double.pi / 4, cosine = cos(angle), sine = sin(angle)
        forEachRow { y, row in
            for x in row.indices {
                let pixel = UInt32(bitPattern: row[x])
                let luma = Double(
                    (218 * (pixel >> 16 & 0xFF) + 732 * (pixel >> 8 & 0xFF) + 74 * (pixel & 0xFF) + 512) >> 10)
                // Position within the rotated cell, from its centre, in cells.
                let u = (Double(x) * cosine + Double(y) * sine) / cell
                let v = (-Double(x) * sine + Double(y) * cosine) / cell
                let du = u - u.rounded(), dv = v - v.rounded()
                let distance = (du * du + dv * dv).squareRoot()
                // A dot covering the cell's darkness: area πr² = darkness, at most touching neighbours.
                let darkness = 1 - luma / 255
                let radius = (darkness / Double.pi).squareRoot()
                // One pixel of antialiasing at the dot's edge.
                let edge = 1 / cell
                let ink = min(max((radius - distance) / edge + 0.5, 0), 1)
                let value = UInt32((255 * (1 - ink)).rounded())
                row[x] = Int32(bitPattern: value << 16 | value << 8 | value)
            }
        }
    }

    /// Film grain: each pixel lighter or darker by up to `amount` (0…1), the same pattern for
    /// the same size every time (a hash of the position, not a random generator).
    public func addGrain(amount: Double) {
        let strength = min(max(amount, 0), 1) * 255
        forEachRow { y, row in
            for x in row.indices {
                var hash = UInt64(x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(y) &* 0xC2B2_AE3D_27D4_EB4F
                hash ^= hash >> 29
                hash = hash &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 32
                let noise = (Double(hash & 0xFFFF) / 65535 - 0.5) * 2 * strength
                let pixel = UInt32(bitPattern: row[x])
                func shifted(_ value: UInt32) -> UInt32 { UInt32(min(255, max(0, (Double(value) + noise).rounded()))) }
                row[x] = Int32(
                    bitPattern: shifted(pixel >> 16 & 0xFF) << 16 | shifted(pixel >> 8 & 0xFF) << 8
                        | shifted(pixel & 0xFF))
            }
        }
    }
}
