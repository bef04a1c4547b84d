/// Which quote belongs to a date (quote of the day, the daily channel) or a week (the
/// weekly channel): the same for every visitor, and no quote again until all were shown.
///
/// Days are numbered from 1970-01-01. Each run of `count` days is one cycle, and each cycle
/// shows every quote once, in an order shuffled by a seeded generator (SplitMix64 and
/// Fisher–Yates; Swift's own `Hasher` is seeded per process and would not be stable).
public struct QuoteSchedule: Sendable {
    public let count: Int
    private let salt: UInt64

    /// `channel` separates the daily from the weekly order, so they don't move in step.
    public init(count: Int, channel: String) {
        self.count = count
        var salt: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in channel.utf8 { salt = (salt ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.salt = salt
    }

    /// The index (into the quotes in file order) for slot `number` — a day or week number.
    public func index(for number: Int) -> Int {
        guard count > 1 else { return 0 }
        let cycle = number >= 0 ? number / count : (number - count + 1) / count
        let position = number - cycle * count
        return order(ofCycle: cycle)[position]
    }

    /// `index(for:)` of each of `numbers`, shuffling each cycle once rather than once per
    /// slot: the feed looks back two cycles, which per slot would cost the square of the quotes.
    public func indices(for numbers: [Int]) -> [Int] {
        guard count > 1 else { return numbers.map { _ in 0 } }
        var cycleShown = Int.min
        var shown: [Int] = []
        return numbers.map { number in
            let cycle = number >= 0 ? number / count : (number - count + 1) / count
            if cycle != cycleShown {
                cycleShown = cycle
                shown = order(ofCycle: cycle)
            }
            return shown[number - cycle * count]
        }
    }

    func order(ofCycle cycle: Int) -> [Int] {
        var generator = SplitMix64(seed: salt ^ UInt64(bitPattern: Int64(cycle)))
        var order = Array(0..<count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            order.swapAt(index, other)
        }
        return order
    }
}

/// A small, fast, well-mixed generator with a stable sequence for a given seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
