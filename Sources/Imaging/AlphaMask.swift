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

    /// A copy grown by `radius` on every side, where every pixel within `radius` (a square
    /// neighbourhood) of a covered one is fully covered: the halo around text.
    ///
    /// A square is separable: along the rows, then down the columns. Each pass keeps a running
    /// count of covered pixels in its window, so the cost does not grow with the radius, and
    /// the columns are counted a row at a time so both passes read memory in order.
    public func dilated(radius: Int) -> AlphaMask {
        guard radius > 0, width > 0, height > 0 else { return self }
        let grownWidth = width + 2 * radius, grownHeight = height + 2 * radius
        let window = 2 * radius + 1
        // Rows first, written at their place in the grown mask: a pixel is covered when its
        // window along the row (source columns x − 2·radius … x) holds a covered pixel.
        var result = [UInt8](repeating: 0, count: grownWidth * grownHeight)
        var rows = [UInt8](repeating: 0, count: grownWidth * height)
        pixels.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { rows in
                // A pixel enters the window while grownX < width, and one leaves from grownX = window
                // on (grownX − window < width throughout): four runs, none testing where it is.
                guard let source = source.baseAddress, let rows = rows.baseAddress else { return }
                for y in 0..<height {
                    let line = source + y * width, target = rows + y * grownWidth
                    var covered = 0, grownX = 0
                    while grownX < min(width, window) {
                        covered += line[grownX] > 0 ? 1 : 0
                        target[grownX] = covered > 0 ? 255 : 0
                        grownX += 1
                    }
                    while grownX < width {
                        covered += (line[grownX] > 0 ? 1 : 0) - (line[grownX - window] > 0 ? 1 : 0)
                        target[grownX] = covered > 0 ? 255 : 0
                        grownX += 1
                    }
                    while grownX < window {
                        target[grownX] = covered > 0 ? 255 : 0
                        grownX += 1
                    }
                    while grownX < grownWidth {
                        covered -= line[grownX - window] > 0 ? 1 : 0
                        target[grownX] = covered > 0 ? 255 : 0
                        grownX += 1
                    }
                }
            }
        }
        // Then down the columns: a count per column, moved down one grown row at a time.
        var counts = [Int32](repeating: 0, count: grownWidth)
        rows.withUnsafeBufferPointer { rows in
            result.withUnsafeMutableBufferPointer { result in
                counts.withUnsafeMutableBufferPointer { counts in
                    for grownY in 0..<grownHeight {
                        if grownY < height {
                            let entering = grownY * grownWidth
                            for x in 0..<grownWidth { counts[x] &+= Int32(rows[entering + x] & 1) }
                        }
                        let leavingY = grownY - window
                        if leavingY >= 0, leavingY < height {
                            let leaving = leavingY * grownWidth
                            for x in 0..<grownWidth { counts[x] &-= Int32(rows[leaving + x] & 1) }
                        }
                        let target = grownY * grownWidth
                        for x in 0..<grownWidth { result[target + x] = counts[x] > 0 ? 255 : 0 }
                    }
                }
            }
        }
        return AlphaMask(width: grownWidth, height: grownHeight, pixels: result)
    }

    /// Clears every pixel where `other` (placed with its top-left corner at `x`, `y`) covers anything.
    public mutating func subtract(_ other: AlphaMask, atX originX: Int, y originY: Int) {
        for row in 0..<other.height {
            let y = originY + row
            guard y >= 0, y < height else { continue }
            for column in 0..<other.width where other.pixels[row * other.width + column] > 0 {
                let x = originX + column
                guard x >= 0, x < width else { continue }
                pixels[y * width + x] = 0
            }
        }
    }

    /// Adds `other` with its top-left corner at (`x`, `y`): each pixel keeps the larger
    /// coverage (parts outside this mask are ignored).
    public mutating func add(_ other: AlphaMask, atX originX: Int, y originY: Int) {
        for row in 0..<other.height {
            let y = originY + row
            guard y >= 0, y < height else { continue }
            for column in 0..<other.width {
                let x = originX + column
                guard x >= 0, x < width else { continue }
                let value = other.pixels[row * other.width + column]
                if value > pixels[y * width + x] { pixels[y * width + x] = value }
            }
        }
    }

    /// A softened copy, grown by `radius` on every side so the blur is never cut off.
    ///
    /// Three passes of a box blur approximate a Gaussian (libgd blurs whole images, not
    /// masks, so this small separable filter is written here). Every pass averages values
    /// of at most 255 and so fits in bytes again; the columns are summed a row at a time,
    /// so both directions read memory in order, and the rounded division is a table lookup.
    public func blurred(radius: Int) -> AlphaMask {
        guard radius > 0, width > 0, height > 0 else { return self }
        let paddedWidth = width + 2 * radius, paddedHeight = height + 2 * radius
        var values = [UInt8](repeating: 0, count: paddedWidth * paddedHeight)
        for y in 0..<height {
            let row = (y + radius) * paddedWidth + radius
            values[row..<(row + width)] = pixels[(y * width)..<(y * width + width)]
        }
        let box = max(1, radius / 3), window = 2 * box + 1
        // The rounded mean of a window for every possible sum.
        let means = (0...(255 * window)).map { UInt8(($0 + window / 2) / window) }
        var scratch = values
        var columnSums = [UInt32](repeating: 0, count: paddedWidth)
        means.withUnsafeBufferPointer { means in
            for _ in 0..<3 {
                Self.blurRows(values, into: &scratch, width: paddedWidth, box: box, means: means)
                Self.blurColumns(
                    scratch, into: &values, width: paddedWidth, height: paddedHeight, box: box, means: means,
                    sums: &columnSums)
            }
        }
        return AlphaMask(width: paddedWidth, height: paddedHeight, pixels: values)
    }

    /// A box blur of radius `box` along each row, with zeros beyond the ends: a running sum,
    /// with the ends of the row apart so that its long middle runs without a test per byte.
    private static func blurRows(
        _ source: [UInt8], into target: inout [UInt8], width: Int, box: Int, means: UnsafeBufferPointer<UInt8>
    ) {
        // Before `entering`, a byte enters the window at each step; from `leaving` on, one leaves it.
        let entering = width - box, leaving = box + 1
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                guard let first = source.baseAddress, let firstOut = target.baseAddress else { return }
                for start in stride(from: 0, to: source.count, by: width) {
                    let row = first + start, out = firstOut + start
                    var sum = 0
                    for index in 0..<min(box, width) { sum += Int(row[index]) }
                    var index = 0
                    while index < min(leaving, width) {
                        if index < entering { sum += Int(row[index + box]) }
                        out[index] = means[sum]
                        index += 1
                    }
                    while index < entering {
                        sum += Int(row[index + box]) - Int(row[index - leaving])
                        out[index] = means[sum]
                        index += 1
                    }
                    while index < width {
                        sum -= Int(row[index - leaving])
                        out[index] = means[sum]
                        index += 1
                    }
                }
            }
        }
    }

    /// A box blur of radius `box` down each column, with zeros beyond the ends: a running sum
    /// per column, moved down one row at a time. The sums are 32-bit (at most 255 times the
    /// window), so that a vector adds as many columns at once as it can.
    private static func blurColumns(
        _ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, box: Int,
        means: UnsafeBufferPointer<UInt8>, sums: inout [UInt32]
    ) {
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    guard let source = source.baseAddress, let target = target.baseAddress,
                        let sums = sums.baseAddress
                    else { return }
                    sums.update(repeating: 0, count: width)
                    for y in 0..<min(box, height) {
                        let row = source + y * width
                        for x in 0..<width { sums[x] &+= UInt32(row[x]) }
                    }
                    for y in 0..<height {
                        if y + box < height, y > box {
                            let entering = source + (y + box) * width, leaving = source + (y - box - 1) * width
                            for x in 0..<width { sums[x] = sums[x] &+ UInt32(entering[x]) &- UInt32(leaving[x]) }
                        } else if y + box < height {
                            let entering = source + (y + box) * width
                            for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
                        } else if y > box {
                            let leaving = source + (y - box - 1) * width
                            for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
                        }
                        let row = target + y * width
                        for x in 0..<width { row[x] = means[Int(sums[x])] }
                    }
                }
            }
        }
    }
}
