/// The code points a font face maps to glyphs, as sorted closed ranges.
///
/// A CJK face maps some 65 000 code points but only a few hundred ranges, so a
/// binary search over ranges is both smaller and faster than a set. Immutable
/// after creation, hence shared freely between threads.
final class CharacterCoverage: Sendable {
    private let starts: [UInt32]
    private let ends: [UInt32]

    /// `ranges` must be sorted and disjoint, as `hb_set_next_range` yields them.
    init(ranges: [ClosedRange<UInt32>]) {
        starts = ranges.map(\.lowerBound)
        ends = ranges.map(\.upperBound)
    }

    var rangeCount: Int { starts.count }

    func contains(_ value: UInt32) -> Bool {
        // The last range starting at or before `value` is the only candidate.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && value <= ends[low - 1]
    }
}
