extension Image {
    /// The side of the thumbnail a photo is scored on: enough to find where its subject lies,
    /// a few thousand pixels to score.
    static let focusThumbnailSide = 96
    /// How much better than the centred crop another must score to be taken: a photo with no
    /// clear subject keeps the middle, and a small difference does not move the crop.
    static let focusGain = 1.08
    /// How strongly crops far from the middle are held back (at the very edge, by this share).
    static let focusCentrePull = 0.15

    /// Where a cover crop to `target` keeps most of what the photo is about, when the photo
    /// names no focus of its own.
    ///
    /// Written by hand (no library here finds a photo's subject), after the "smart crop" of
    /// image services, without faces: a small copy of the photo is scored by detail (edges in
    /// its luminance) and colour (saturation), where a subject stands out from sky, wall or
    /// studio backdrop; of the crops of the target's shape along the side that is cut, the one
    /// holding the highest score wins, drawn a little towards the middle. The same photo and
    /// size always give the same point.
    public func automaticFocus(for target: PixelSize) throws(ImagingError) -> UnitPoint {
        let region = Self.coverRegion(source: size, target: target, focus: .center)
        let cutsWidth = region.width < size.width - 1, cutsHeight = region.height < size.height - 1
        guard cutsWidth || cutsHeight else { return .center }
        let side = Self.focusThumbnailSide
        let small = try containScaled(within: PixelSize(width: side, height: side))
        let width = small.size.width, height = small.size.height
        guard width > 2, height > 2 else { return .center }
        var luminance = [Double](repeating: 0, count: width * height)
        var saturation = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let color = small.color(atX: x, y: y)
                let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
                luminance[y * width + x] = 0.299 * red + 0.587 * green + 0.114 * blue
                saturation[y * width + x] = max(red, green, blue) - min(red, green, blue)
            }
        }
        // Each column's score when the crop cuts the sides, each row's when it cuts top and bottom.
        var profile = [Double](repeating: 0, count: cutsWidth ? width : height)
        for y in 0..<height {
            for x in 0..<width {
                let left = luminance[y * width + max(x - 1, 0)], right = luminance[y * width + min(x + 1, width - 1)]
                let up = luminance[max(y - 1, 0) * width + x], down = luminance[min(y + 1, height - 1) * width + x]
                let energy = abs(right - left) + abs(down - up) + 0.5 * saturation[y * width + x]
                profile[cutsWidth ? x : y] += energy
            }
        }
        let share = cutsWidth ? Double(region.width) / Double(size.width) : Double(region.height) / Double(size.height)
        let window = min(profile.count, max(1, Int((share * Double(profile.count)).rounded())))
        let last = profile.count - window
        guard last > 0 else { return .center }
        var sums = [0.0]
        for value in profile { sums.append((sums.last ?? 0) + value) }
        let centre = last / 2
        func score(_ offset: Int) -> Double {
            let away = Double(abs(offset - centre)) / Double(max(1, centre))
            return (sums[offset + window] - sums[offset]) * (1 - Self.focusCentrePull * min(1, away))
        }
        let best = (0...last).max { score($0) < score($1) } ?? centre
        guard score(best) > score(centre) * Self.focusGain else { return .center }
        let along = (Double(best) + Double(window) / 2) / Double(profile.count)
        return cutsWidth ? UnitPoint(x: along, y: 0.5) : UnitPoint(x: 0.5, y: along)
    }
}
