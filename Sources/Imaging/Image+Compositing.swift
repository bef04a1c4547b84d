/// Painting on an image: darkening layers, text masks, and measuring what lies under them.
///
/// These loops work on libgd's packed pixels directly: libgd's own alpha blending keeps
/// only 7 bits of opacity, too coarse for the contrast guard that raises an overlay by
/// small steps, and the loops are simple enough to own.
extension Image {
    /// Lays a black layer of the given opacity (0…1) over the whole image.
    public func darken(opacity: Double) {
        shade(toward: .black, opacity: opacity)
    }

    /// Lays a layer of `color` at `opacity` (0…1) over the box (the whole image without one),
    /// channel by channel through a table: the same integer steps `ContrastLayers` plans with,
    /// so a layer raised until the text is legible is drawn exactly as it was measured.
    public func shade(
        toward color: RGBColor, opacity: Double, x originX: Int = 0, y originY: Int = 0, width boxWidth: Int? = nil,
        height boxHeight: Int? = nil
    ) {
        let tables = ShadeTables(color: color, opacity: opacity)
        let firstX = max(0, originX), lastX = min(width, originX + (boxWidth ?? width))
        let firstY = max(0, originY), lastY = min(height, originY + (boxHeight ?? height))
        guard firstX < lastX, firstY < lastY else { return }
        forEachRow { y, row in
            guard y >= firstY, y < lastY else { return }
            for x in firstX..<lastX {
                let pixel = UInt32(bitPattern: row[x])
                let red = tables.red[Int(pixel >> 16 & 0xFF)], green = tables.green[Int(pixel >> 8 & 0xFF)]
                let blue = tables.blue[Int(pixel & 0xFF)]
                row[x] = Int32(bitPattern: red << 16 | green << 8 | blue)
            }
        }
    }

    /// Paints `color` through `mask` at `origin` (the mask's top-left corner in image
    /// coordinates), scaled by `opacity`. Parts of the mask outside the image are ignored.
    public func paint(_ mask: AlphaMask, color: RGBColor, opacity: Double = 1, atX originX: Int, y originY: Int) {
        let strength = UInt32((min(max(opacity, 0), 1) * 256).rounded())
        guard strength > 0 else { return }
        let colors = (UInt32(color.red), UInt32(color.green), UInt32(color.blue))
        let firstX = max(0, -originX), lastX = min(mask.width, width - originX)
        guard firstX < lastX else { return }
        if (lastX - firstX) * mask.height >= Self.mixTableArea {
            paintThroughTables(
                mask, colors: colors, strength: strength, atX: originX, y: originY, columns: firstX..<lastX)
            return
        }
        mask.pixels.withUnsafeBufferPointer { coverage in
            forEachRow { y, row in
                let maskY = y - originY
                guard maskY >= 0, maskY < mask.height else { return }
                for maskX in firstX..<lastX {
                    // Parenthesised: in Swift `>>` binds tighter than `*`.
                    let alpha = (UInt32(coverage[maskY * mask.width + maskX]) * strength) >> 8
                    guard alpha > 0 else { continue }
                    let x = originX + maskX
                    let pixel = UInt32(bitPattern: row[x])
                    func mix(_ under: UInt32, _ over: UInt32) -> UInt32 {
                        (under * (255 - alpha) + over * alpha + 127) / 255
                    }
                    let red = mix(pixel >> 16 & 0xFF, colors.0), green = mix(pixel >> 8 & 0xFF, colors.1)
                    let blue = mix(pixel & 0xFF, colors.2)
                    row[x] = Int32(bitPattern: red << 16 | green << 8 | blue)
                }
            }
        }
    }

    /// From this many pixels on, `paint` mixes through tables made for the call: a card's
    /// shade fades over the whole card, and three lookups a pixel cost less than the
    /// arithmetic, where making the tables (65,536 mixes each) would not pay for a small mask.
    static let mixTableArea = 1 << 17

    /// `paint`'s mix, each channel's result looked up by coverage and the pixel's value: the
    /// same numbers, worked out once per coverage and value instead of once per pixel.
    private func paintThroughTables(
        _ mask: AlphaMask, colors: (UInt32, UInt32, UInt32), strength: UInt32, atX originX: Int, y originY: Int,
        columns: Range<Int>
    ) {
        func table(_ over: UInt32) -> [UInt8] {
            var table = [UInt8](repeating: 0, count: 1 << 16)
            for value in 0..<256 {
                let alpha = (UInt32(value) * strength) >> 8
                for under in UInt32(0)..<256 {
                    table[value << 8 | Int(under)] = UInt8((under * (255 - alpha) + over * alpha + 127) / 255)
                }
            }
            return table
        }
        let red = table(colors.0)
        let green = colors.1 == colors.0 ? red : table(colors.1)
        let blue = colors.2 == colors.0 ? red : colors.2 == colors.1 ? green : table(colors.2)
        mask.pixels.withUnsafeBufferPointer { coverage in
            red.withUnsafeBufferPointer { red in
                green.withUnsafeBufferPointer { green in
                    blue.withUnsafeBufferPointer { blue in
                        forEachRow { y, row in
                            let maskY = y - originY
                            guard maskY >= 0, maskY < mask.height else { return }
                            for maskX in columns {
                                let value = Int(coverage[maskY * mask.width + maskX]) << 8
                                guard value > 0 else { continue }
                                let x = originX + maskX
                                let pixel = UInt32(bitPattern: row[x])
                                let mixed =
                                    UInt32(red[value | Int(pixel >> 16 & 0xFF)]) << 16
                                    | UInt32(green[value | Int(pixel >> 8 & 0xFF)]) << 8
                                    | UInt32(blue[value | Int(pixel & 0xFF)])
                                row[x] = Int32(bitPattern: mixed)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Composites `bitmap` (premultiplied) over the image with its top-left corner at `origin`;
    /// parts outside the image are ignored.
    public func composite(_ bitmap: RGBABitmap, atX originX: Int, y originY: Int) {
        let firstX = max(0, -originX), lastX = min(bitmap.width, width - originX)
        guard firstX < lastX else { return }
        bitmap.pixels.withUnsafeBufferPointer { source in
            forEachRow { y, row in
                let bitmapY = y - originY
                guard bitmapY >= 0, bitmapY < bitmap.height else { return }
                for bitmapX in firstX..<lastX {
                    let index = (bitmapY * bitmap.width + bitmapX) * 4
                    let alpha = UInt32(source[index + 3])
                    guard alpha > 0 else { continue }
                    let x = originX + bitmapX
                    let pixel = UInt32(bitPattern: row[x])
                    func over(_ under: UInt32, _ top: UInt8) -> UInt32 {
                        min(255, UInt32(top) + (under * (255 - alpha) + 127) / 255)
                    }
                    let red = over(pixel >> 16 & 0xFF, source[index]),
                        green = over(pixel >> 8 & 0xFF, source[index + 1])
                    let blue = over(pixel & 0xFF, source[index + 2])
                    row[x] = Int32(bitPattern: red << 16 | green << 8 | blue)
                }
            }
        }
    }

    /// Relative luminances of the pixels inside a rectangle (clipped to the image), as they
    /// would be after `darken(opacity:)` with `darkening`; `step` samples every n-th pixel
    /// in each direction.
    public func luminances(
        inX rectX: Int, y rectY: Int, width rectWidth: Int, height rectHeight: Int,
        afterDarkening darkening: Double = 0, step: Int = 1
    ) -> LuminanceSample {
        let minX = max(0, rectX), maxX = min(width, rectX + rectWidth)
        let minY = max(0, rectY), maxY = min(height, rectY + rectHeight)
        var histogram = [Int](repeating: 0, count: LuminanceSample.bucketCount)
        guard minX < maxX, minY < maxY else { return LuminanceSample(histogram: histogram) }
        let keep = 1 - min(max(darkening, 0), 1)
        // Linear light of each darkened 8-bit value, so the inner loop is three lookups.
        let linear = (0...255).map { SRGB.linear(UInt8((Double($0) * keep).rounded())) }
        let stride = max(1, step)
        let scale = Double(LuminanceSample.bucketCount) - 0.001
        forEachRow { y, row in
            guard y >= minY, y < maxY, (y - minY) % stride == 0 else { return }
            for x in Swift.stride(from: minX, to: maxX, by: stride) {
                let pixel = UInt32(bitPattern: row[x])
                let luminance =
                    0.2126 * linear[Int(pixel >> 16 & 0xFF)] + 0.7152 * linear[Int(pixel >> 8 & 0xFF)]
                    + 0.0722 * linear[Int(pixel & 0xFF)]
                histogram[Int(luminance * scale)] += 1
            }
        }
        return LuminanceSample(histogram: histogram)
    }

    /// Composites any transparency left by the decoder onto black, so every pixel is opaque.
    func flattenTransparency() {
        forEachRow { _, row in
            for x in row.indices {
                let pixel = UInt32(bitPattern: row[x])
                let transparency = pixel >> 24 & 0x7F
                guard transparency != 0 else { continue }
                let keep = 127 - transparency
                let red = (pixel >> 16 & 0xFF) * keep / 127, green = (pixel >> 8 & 0xFF) * keep / 127
                let blue = (pixel & 0xFF) * keep / 127
                row[x] = Int32(bitPattern: red << 16 | green << 8 | blue)
            }
        }
    }
}
