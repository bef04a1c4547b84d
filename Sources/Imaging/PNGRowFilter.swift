/// PNG's five row filters, and libpng's heuristic for choosing one: the filter whose output,
/// read as signed bytes, has the least sum of absolute values (the lowest number on a tie).
///
/// Filtering runs over every byte of a card five times. With a `switch` per byte and array
/// bounds checks it took a fifth of a card's rendering time; written as branch-free loops over
/// pointers, which the compiler turns into vector code, it takes under a twentieth. (Swift's
/// `SIMD16` types were slower still: their comparisons compile to one lane at a time.)
///
/// Rows are read through pointers that have one pixel of readable bytes before them (zeros
/// before the first pixel), so the left and upper-left neighbours never need a bounds test.
enum PNGRowFilter: UInt8 {
    case none = 0, sub, up, average, paeth

    /// The filter the heuristic picks for `row` under `above`, both `count` bytes long.
    static func best(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int
    ) -> PNGRowFilter {
        // One pass, five sums, no branches: the compiler turns this loop into vector code.
        // Neighbours through shifted pointers: index − bytesPerPixel is an overflow check, which stops vectorising.
        // The sums are kept in 16 bits over runs of 256 bytes (each magnitude is at most 128),
        // so a vector holds twice as many of them as in 32 bits; each run's are added up after.
        let left = row - bytesPerPixel, upperLeft = above - bytesPerPixel
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0, average: UInt32 = 0, paeth: UInt32 = 0
        var start = 0
        while start < count {
            let end = min(start + 256, count)
            var runNone: UInt16 = 0, runSub: UInt16 = 0, runUp: UInt16 = 0, runAverage: UInt16 = 0
            var runPaeth: UInt16 = 0
            for index in start..<end {
                let x = row[index], a = left[index], b = above[index], c = upperLeft[index]
                runNone &+= magnitude(x)
                runSub &+= magnitude(x &- a)
                runUp &+= magnitude(x &- b)
                runAverage &+= magnitude(x &- Self.average(a, b))
                runPaeth &+= magnitude(x &- Self.paeth(a, b, c))
            }
            none &+= UInt32(runNone)
            sub &+= UInt32(runSub)
            up &+= UInt32(runUp)
            average &+= UInt32(runAverage)
            paeth &+= UInt32(runPaeth)
            start = end
        }
        var best = PNGRowFilter.none, least = none
        for (filter, total) in [(PNGRowFilter.sub, sub), (.up, up), (.average, average), (.paeth, paeth)]
        where total < least {
            best = filter
            least = total
        }
        return best
    }

    /// Writes `row` filtered with this filter to `output` (`count` bytes).
    func apply(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let left = row - bytesPerPixel, upperLeft = above - bytesPerPixel
        // A loop per filter, each simple enough to become vector code.
        switch self {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            for index in 0..<count { output[index] = row[index] &- left[index] }
        case .up:
            for index in 0..<count { output[index] = row[index] &- above[index] }
        case .average:
            for index in 0..<count { output[index] = row[index] &- Self.average(left[index], above[index]) }
        case .paeth:
            for index in 0..<count {
                output[index] = row[index] &- Self.paeth(left[index], above[index], upperLeft[index])
            }
        }
    }

    /// |v| of a byte read as signed: 256 − v is 0 − v in wrapping arithmetic.
    @inline(__always)
    private static func magnitude(_ value: UInt8) -> UInt16 {
        UInt16(min(value, 0 &- value))
    }

    /// ⌊(a + b) / 2⌋ without leaving 8 bits.
    @inline(__always)
    private static func average(_ a: UInt8, _ b: UInt8) -> UInt8 {
        (a & b) &+ ((a ^ b) &>> 1)
    }

    /// Of a, b and c, the one closest to a + b − c, preferring a, then b.
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a16 = Int16(a), b16 = Int16(b), c16 = Int16(c)
        // The distances of a + b − c from a, b and c.
        let distanceA = absolute(b16 &- c16), distanceB = absolute(a16 &- c16)
        let distanceC = absolute(a16 &+ b16 &- c16 &- c16)
        let nearerB = distanceB <= distanceC ? b : c
        return distanceA <= distanceB && distanceA <= distanceC ? a : nearerB
    }

    @inline(__always)
    private static func absolute(_ value: Int16) -> Int16 {
        max(value, 0 &- value)
    }
}
