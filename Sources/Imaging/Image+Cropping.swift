internal import CGD

extension Image {
    /// The image scaled to cover `target` completely and cropped to it, keeping `focus` as
    /// close to the centre of the crop as the image's edges allow.
    ///
    /// Resampling gives what libgd's `gdImageCopyResampled` gives, which averages every source
    /// pixel under each target pixel when shrinking (a box filter: no aliasing on grain and
    /// halftone patterns) and interpolates when enlarging; for opaque images it is computed
    /// here (`halveOpaque`, `resampleOpaque`), faster and to the same bits.
    public func coverCropped(to target: PixelSize, focus: UnitPoint = .center) throws(ImagingError) -> Image {
        let crop = Self.coverRegion(source: size, target: target, focus: focus)
        let result = try Image(size: target)
        if crop.width == target.width, crop.height == target.height {
            // Already the right scale (for example after libjpeg's scaled decode): copy exactly.
            result.withGDImage { destination in
                withGDImage { source in
                    gdImageCopy(
                        destination, source, 0, 0, Int32(crop.x), Int32(crop.y), Int32(crop.width), Int32(crop.height))
                }
            }
        } else if crop.width == 2 * target.width, crop.height == 2 * target.height, halveOpaque(crop, into: result) {
            // Half size (a 600-px display file from every card composed): done above.
        } else if !resampleOpaque(crop, into: result) {
            resample(crop, into: result)
        }
        return result
    }

    /// `crop` scaled by libgd to fill `result`.
    func resample(_ crop: (x: Int, y: Int, width: Int, height: Int), into result: Image) {
        result.withGDImage { destination in
            withGDImage { source in
                gdImageCopyResampled(
                    destination, source, 0, 0, Int32(crop.x), Int32(crop.y),
                    Int32(result.width), Int32(result.height), Int32(crop.width), Int32(crop.height))
            }
        }
    }

    /// Halves `crop` (exactly twice `result`'s size each way) into `result`, each pixel the
    /// rounded mean of a 2×2 block: what `gdImageCopyResampled` computes for opaque pixels,
    /// bit for bit (`ResamplingTests` holds it to that), in a tenth of its time — libgd weighs
    /// every source pixel in floating point, and a site build halves every card it composes.
    /// Written by hand for that reason only. Returns false, having written nothing, when a
    /// pixel of `crop` is not opaque: libgd then weighs each colour by its alpha.
    func halveOpaque(_ crop: (x: Int, y: Int, width: Int, height: Int), into result: Image) -> Bool {
        let columns = crop.x..<(crop.x + crop.width)
        for y in crop.y..<(crop.y + crop.height) {
            let transparent = withRow(y) { row -> Bool in
                guard row.count >= columns.upperBound else { return true }
                var alpha: Int32 = 0
                for x in columns { alpha |= row[x] }
                return alpha & 0x7F00_0000 != 0
            }
            if transparent { return false }
        }
        for y in 0..<result.height {
            withRow(crop.y + 2 * y) { top in
                withRow(crop.y + 2 * y + 1) { bottom in
                    result.withRow(y) { output in
                        // The three channels summed at once: red and blue 16 bits apart, green
                        // apart from them, so that no sum of four (at most 1,020, plus 2 to
                        // round) reaches the next channel's bits.
                        for x in 0..<min(output.count, result.width) {
                            let left = crop.x + 2 * x
                            let (a, b, c, d) = (top[left], top[left + 1], bottom[left], bottom[left + 1])
                            let redBlue =
                                (a & 0xFF_00FF) + (b & 0xFF_00FF) + (c & 0xFF_00FF) + (d & 0xFF_00FF) + 0x2_0002
                            let green = (a & 0xFF00) + (b & 0xFF00) + (c & 0xFF00) + (d & 0xFF00) + 0x200
                            output[x] = (redBlue >> 2) & 0xFF_00FF | (green >> 2) & 0xFF00
                        }
                    }
                }
            }
        }
        return true
    }

    /// The whole image scaled uniformly (by libgd, or for an opaque image to libgd's bits by
    /// `resampleOpaque`) to the largest size that fits inside `bounds`: as wide or as tall as
    /// `bounds`, never larger. Every photo without a focus of its own is scaled so to find its
    /// subject; through libgd that took about 37 ms a photo, nearly half of a card's CPU.
    public func containScaled(within bounds: PixelSize) throws(ImagingError) -> Image {
        let fitted = Self.containSize(source: size, bounds: bounds)
        let result = try Image(size: fitted)
        if fitted != size, resampleOpaque((0, 0, width, height), into: result) { return result }
        result.withGDImage { destination in
            withGDImage { source in
                if fitted == size {
                    gdImageCopy(destination, source, 0, 0, 0, 0, Int32(width), Int32(height))
                } else {
                    gdImageCopyResampled(
                        destination, source, 0, 0, 0, 0, Int32(fitted.width), Int32(fitted.height), Int32(width),
                        Int32(height))
                }
            }
        }
        return result
    }

    /// The size of `source` scaled uniformly to fit inside `bounds`, at least a pixel each way.
    static func containSize(source: PixelSize, bounds: PixelSize) -> PixelSize {
        let scale = min(Double(bounds.width) / Double(source.width), Double(bounds.height) / Double(source.height))
        let width = min(bounds.width, max(1, Int((Double(source.width) * scale).rounded())))
        let height = min(bounds.height, max(1, Int((Double(source.height) * scale).rounded())))
        // Within the bounds, so a valid size.
        return (try? PixelSize(width: width, height: height)) ?? bounds
    }

    /// The rectangle of `source` that, scaled uniformly, exactly covers `target`.
    static func coverRegion(source: PixelSize, target: PixelSize, focus: UnitPoint)
        -> (x: Int, y: Int, width: Int, height: Int)
    {
        let scale = max(Double(target.width) / Double(source.width), Double(target.height) / Double(source.height))
        let width = min(source.width, max(1, Int((Double(target.width) / scale).rounded())))
        let height = min(source.height, max(1, Int((Double(target.height) / scale).rounded())))
        func origin(_ focus: Double, _ extent: Int, _ total: Int) -> Int {
            let centred = Int((focus * Double(total) - Double(extent) / 2).rounded())
            return min(max(centred, 0), total - extent)
        }
        return (origin(focus.x, width, source.width), origin(focus.y, height, source.height), width, height)
    }
}
