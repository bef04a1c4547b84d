/// Where each quote page's shuffle button may lead: for every quote, a sample of the others
/// that depends on the quotes' addresses, not on their number or order.
///
/// A page is written again when its sample changes, so a sample drawn by position, or from
/// the number of quotes, would write every page when one quote is added or removed (10,000
/// pages at 10,000 quotes). Here a quote added or removed changes the samples of about as
/// many pages as a sample holds.
///
/// Consistent hashing, written by hand (no library at hand does it): each quote stands at
/// `pointsPerQuote` points on a ring of 64-bit hashes of its address; a page's sample is, for
/// each of a series of hashes of its own address, the quote at the first point from there
/// (the next one along if that quote is already in the sample, or is the page's own). A
/// quote's chance of being drawn follows the arcs before its points: with 16 points each,
/// the quotes drawn least and most often in a site of 3,000 are about a third and twice
/// as often as the average.
struct ShuffleRing: Sendable {
    static let pointsPerQuote = 16

    /// The ring's points, ascending, each with its quote (an index into the addresses) in
    /// the low bits, below `ownerBits`.
    private let points: [UInt64]
    private let ownerBits: UInt64
    /// Where in `points` the points whose top bits are each value begin: a point is found
    /// with a step or two instead of a binary search (a page draws a hundred).
    private let bucketStarts: [Int]
    private let bucketShift: UInt64
    private let addressHashes: [UInt64]

    init(addresses: [String]) {
        addressHashes = addresses.map(StableHash.of)
        let count = addresses.count * Self.pointsPerQuote
        ownerBits = UInt64(max(1, Int.bitWidth - max(0, addresses.count - 1).leadingZeroBitCount))
        let bucketBits = max(1, Int.bitWidth - max(1, count - 1).leadingZeroBitCount)
        bucketShift = UInt64(64 - bucketBits)
        // A bucket sort: the points are evenly spread, so each bucket holds one or two.
        let ownerMask: UInt64 = (1 << ownerBits) - 1
        var unsorted: [UInt64] = []
        unsorted.reserveCapacity(count)
        for (owner, hash) in addressHashes.enumerated() {
            for point in 0..<Self.pointsPerQuote {
                let position = StableHash.mixed(hash ^ StableHash.mixed(UInt64(point)))
                unsorted.append((position & ~ownerMask) | UInt64(owner))
            }
        }
        var starts = [Int](repeating: 0, count: (1 << bucketBits) + 1)
        for point in unsorted { starts[Int(point >> bucketShift) + 1] += 1 }
        for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
        var sorted = [UInt64](repeating: 0, count: count)
        var next = starts
        for point in unsorted {
            let bucket = Int(point >> bucketShift)
            // Insertion into the bucket's few places so far, keeping them ascending.
            var place = next[bucket]
            next[bucket] += 1
            while place > starts[bucket] && sorted[place - 1] > point {
                sorted[place] = sorted[place - 1]
                place -= 1
            }
            sorted[place] = point
        }
        points = sorted
        bucketStarts = starts
    }

    /// The addresses of `sample`, in order, as one text for a page's key: 128 bits folded from
    /// the addresses' hashes, without making a string of each address.
    func digest(of sample: [Int]) -> String {
        var (first, second): (UInt64, UInt64) = (UInt64(sample.count), 0x5851_F42D_4C95_7F2D)
        for index in sample {
            first = StableHash.mixed(first ^ addressHashes[index])
            second = StableHash.mixed(second &+ addressHashes[index] &* 0x2545_F491_4F6C_DD1D)
        }
        return String(first, radix: 16) + ":" + String(second, radix: 16)
    }

    /// `size` quotes other than `index`, by index, in the order drawn; all the others when
    /// there are no more than `size`.
    func sample(for index: Int, size: Int) -> [Int] {
        let count = addressHashes.count
        guard count - 1 > size else { return (0..<count).filter { $0 != index } }
        let ownerMask: UInt64 = (1 << ownerBits) - 1
        // One bit a quote: a set of integers, hashed, was 4 % of a 10,000-quote rebuild.
        var seen = [UInt64](repeating: 0, count: (count + 63) / 64)
        seen[index / 64] |= 1 << UInt64(index % 64)
        var chosen: [Int] = []
        chosen.reserveCapacity(size)
        let seed = addressHashes[index]
        var draw: UInt64 = 0
        while chosen.count < size {
            draw += 1
            let probe = StableHash.mixed(seed &+ draw &* 0x632B_E59B_D9B4_E019)
            var place = bucketStarts[Int(probe >> bucketShift)]
            while place < points.count && points[place] < probe { place += 1 }
            while true {
                if place == points.count { place = 0 }
                let owner = Int(points[place] & ownerMask)
                let bit: UInt64 = 1 << UInt64(owner % 64)
                if seen[owner / 64] & bit == 0 {
                    seen[owner / 64] |= bit
                    chosen.append(owner)
                    break
                }
                place += 1
            }
        }
        return chosen
    }
}
