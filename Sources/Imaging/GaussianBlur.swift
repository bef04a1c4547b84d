import Foundation

/// A Gaussian blur whose cost does not grow with its radius.
///
/// Written by hand because libgd has nothing suitable: `gdImageCopyGaussianBlurred` weighs all
/// 2r + 1 neighbours of every pixel (a blur of 0.1 on a story card took 3 s of CPU), and its
/// other filters are fixed 3×3 kernels. This blur keeps the look of libgd's — σ = 2r/3, the
/// kernel cut off at ±r, samples past an edge mirrored — and computes it in one of two ways:
///
/// - up to `largestKernel`, with that kernel itself (at most 9 taps a pixel);
/// - beyond, as three box blurs in a row, each a running sum along the rows and then down the
///   columns, so every pixel costs the same few additions whether the radius is 5 or 500. The
///   three boxes together spread exactly as far (have the same variance) as the kernel; each
///   is an "extended" box (Gwosdek et al., 2011) whose two outermost samples weigh a fraction
///   of the others, since whole-sample boxes reach only a few variances. Three boxes differ
///   from the Gaussian by at most about 3 % of an edge's height.
struct GaussianBlur {
    /// The largest radius blurred with the Gaussian kernel itself: below it, three boxes are too
    /// coarse an approximation, and the kernel costs no more than they do.
    static let largestKernel = 4

    /// One box pass: `2 * half + 1` samples of weight `inner` and one of weight `edge` beyond
    /// each end, in 16.16 fixed point, summing to one.
    private struct Box {
        var half: Int
        var inner: Int32
        var edge: Int32
    }

    private enum Method {
        /// The kernel's 2r + 1 weights in 16.16 fixed point, from offset −r to r.
        case kernel([Int32])
        /// The same box three times.
        case boxes(Box)
    }

    private let method: Method

    /// The blur of libgd's Gaussian of `radius` pixels.
    init(radius: Int) {
        let radius = max(1, radius)
        let sigma = 2 * Double(radius) / 3
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        guard radius > Self.largestKernel else {
            method = .kernel(weights.map { Int32((65536 * $0 / total).rounded()) })
            return
        }
        let moment = zip(-radius...radius, weights).reduce(0) { $0 + Double($1.0 * $1.0) * $1.1 }
        // Each of three equal passes takes a third of the variance: the widest whole box within
        // it (a box of half-width b has variance b(b + 1)/3), then the weight of one more sample
        // at each end that makes up the rest.
        let variance = moment / total / 3
        let half = max(0, Int(((-1 + (1 + 12 * variance).squareRoot()) / 2).rounded(.down)))
        let b = Double(half)
        let fraction = (2 * b + 1) * (b * (b + 1) / 3 - variance) / (2 * (variance - (b + 1) * (b + 1)))
        let edge = min(max(fraction, 0), 1), sum = 2 * b + 1 + 2 * edge
        method = .boxes(
            Box(half: half, inner: Int32((65536 / sum).rounded()), edge: Int32((65536 * edge / sum).rounded())))
    }

    /// Blurs one channel of `width`×`height` samples in place; `scratch` is working space.
    func apply(to plane: inout [UInt8], width: Int, height: Int, scratch: inout [UInt8]) {
        guard width > 0, height > 0 else { return }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(0, count: plane.count))
        switch method {
        case .kernel(let weights):
            Self.convolveRows(plane, into: &scratch, width: width, height: height, weights: weights)
            Self.convolveColumns(scratch, into: &plane, width: width, height: height, weights: weights)
        case .boxes(let box):
            for _ in 0..<3 {
                Self.boxRows(plane, into: &scratch, width: width, height: height, box: box)
                Self.boxColumns(scratch, into: &plane, width: width, height: height, box: box)
            }
        }
    }

    /// A weighted sum in 16.16 fixed point, rounded to a sample. The sums below never overflow
    /// (at most 255 × 65,536 and a little rounding), so they use wrapping arithmetic, which lets
    /// the compiler drop overflow checks and work on many columns at once.
    @inline(__always)
    private static func sample(_ sum: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(255, (sum &+ 32768) >> 16))
    }

    /// Where sample `index` comes from in a line of `count`: mirrored at both ends (the edge
    /// sample repeated), as often as a window wider than the line needs.
    @inline(__always)
    private static func mirrored(_ index: Int, _ count: Int) -> Int {
        let period = 2 * count
        var folded = index % period
        if folded < 0 { folded += period }
        return folded < count ? folded : period - 1 - folded
    }

    /// Row `y` extended by `reach` mirrored samples at each end, into `extended`.
    @inline(__always)
    private static func extend(
        _ source: UnsafeBufferPointer<UInt8>, row y: Int, width: Int, reach: Int,
        into extended: UnsafeMutableBufferPointer<Int32>
    ) {
        let row = y * width
        // Only the ends are mirrored: the middle is the row itself.
        for index in 0..<reach {
            extended[index] = Int32(source[row + mirrored(index - reach, width)])
        }
        let line = UnsafeBufferPointer(rebasing: source[row..<(row + width)])
        let middle = UnsafeMutableBufferPointer(rebasing: extended[reach..<(reach + width)])
        for x in 0..<width { middle[x] = Int32(line[x]) }
        for index in (reach + width)..<(width + 2 * reach) {
            extended[index] = Int32(source[row + mirrored(index - reach, width)])
        }
    }

    // MARK: - The kernel itself

    private static func convolveRows(
        _ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, weights: [Int32]
    ) {
        let reach = weights.count / 2
        var extended = [Int32](repeating: 0, count: width + 2 * reach)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                extended.withUnsafeMutableBufferPointer { extended in
                    weights.withUnsafeBufferPointer { weights in
                        for y in 0..<height {
                            extend(source, row: y, width: width, reach: reach, into: extended)
                            for x in 0..<width {
                                var sum: Int32 = 0
                                for tap in 0..<weights.count { sum &+= weights[tap] &* extended[x + tap] }
                                target[y * width + x] = sample(sum)
                            }
                        }
                    }
                }
            }
        }
    }

    private static func convolveColumns(
        _ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, weights: [Int32]
    ) {
        let reach = weights.count / 2
        var sums = [Int32](repeating: 0, count: width)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in 0..<height {
                        sums.update(repeating: 0)
                        for (tap, weight) in weights.enumerated() {
                            let row = mirrored(y + tap - reach, height) * width
                            for x in 0..<width { sums[x] &+= weight &* Int32(source[row + x]) }
                        }
                        for x in 0..<width { target[y * width + x] = sample(sums[x]) }
                    }
                }
            }
        }
    }

    // MARK: - Three boxes

    /// One box along each row: a running sum over the row extended by its mirror image.
    private static func boxRows(_ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, box: Box) {
        // Sample x of the row is at x + reach; the window is x ± half, its ends x ± reach.
        let half = box.half, reach = half + 1
        let inner = box.inner, edge = box.edge
        var extended = [Int32](repeating: 0, count: width + 2 * reach)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                extended.withUnsafeMutableBufferPointer { extended in
                    for y in 0..<height {
                        extend(source, row: y, width: width, reach: reach, into: extended)
                        var sum: Int32 = 0
                        for index in 1..<(2 * half + 1) { sum &+= extended[index] }
                        let row = y * width
                        for x in 0..<width {
                            sum &+= extended[x + 2 * half + 1]
                            let ends = extended[x] &+ extended[x + 2 * reach]
                            target[row + x] = sample(sum &* inner &+ ends &* edge)
                            sum &-= extended[x + 1]
                        }
                    }
                }
            }
        }
    }

    /// One box down each column: a running sum per column, moved down a row at a time, rows past
    /// the top and bottom mirrored.
    private static func boxColumns(_ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, box: Box) {
        let half = box.half, inner = box.inner, edge = box.edge
        var sums = [Int32](repeating: 0, count: width)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for offset in -half..<half {
                        let row = mirrored(offset, height) * width
                        for x in 0..<width { sums[x] &+= Int32(source[row + x]) }
                    }
                    func row(_ y: Int) -> UnsafeBufferPointer<UInt8> {
                        let start = mirrored(y, height) * width
                        return UnsafeBufferPointer(rebasing: source[start..<(start + width)])
                    }
                    for y in 0..<height {
                        let entering = row(y + half), leaving = row(y - half)
                        let above = row(y - half - 1), below = row(y + half + 1)
                        let output = UnsafeMutableBufferPointer(rebasing: target[(y * width)..<(y * width + width)])
                        for x in 0..<width {
                            let sum = sums[x] &+ Int32(entering[x])
                            let ends = Int32(above[x]) &+ Int32(below[x])
                            output[x] = sample(sum &* inner &+ ends &* edge)
                            sums[x] = sum &- Int32(leaving[x])
                        }
                    }
                }
            }
        }
    }
}
