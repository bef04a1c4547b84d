import CivilTime
import Project

/// Which quote is featured in each slot — a day (the quote of the day, the daily channel) or
/// a week (the weekly channel) — the same for every visitor and every build.
///
/// A rotation: each slot shows the quote shown least recently (one never shown first), so no
/// quote comes again until every other has had its turn; ties go by a hash of the quote's
/// address and the channel, never by the rows' order. It is worked out slot by slot from a
/// fixed origin (ten thousand days before the published record began), and each quote takes
/// part only in the slots after the day it joined (`since`) and before the day it left
/// (`until`), so that what was featured stays featured:
///
/// - sorting or reordering the data changes nothing;
/// - adding a quote never changes today or a day before (it joins from tomorrow);
/// - removing one changes no day before the day it left.
struct QuoteSchedule: Sendable {
    enum Unit: Sendable {
        case day, week
    }

    /// The first slot worked out, and the quote (an index into the site's quotes, or nil for a
    /// quote that is gone since) in each slot from it.
    private let origin: Int
    private let featured: [Int?]

    /// No quote in any slot.
    static let empty = QuoteSchedule(origin: 0, featured: [])

    private init(origin: Int, featured: [Int?]) {
        self.origin = origin
        self.featured = featured
    }

    /// Slots are counted back this far from the record's start.
    static let lookBackDays = 10_000

    /// The schedule of `channel` through `lastSlot`, for the quotes of the record (in the order
    /// of `quotes`, the site's).
    init(record: PublishedRecord, quotes: [Quote], channel: String, unit: Unit, through lastSlot: Int) {
        let originDay = (record.start?.daysSince1970 ?? 0) - Self.lookBackDays
        origin = unit == .day ? originDay : Self.week(ofDay: originDay)
        var indexOf: [String: Int] = [:]
        // By index, not by element: iterating copies each quote (every one of its strings retained).
        for index in quotes.indices { indexOf[quotes[index].id] = index }

        // Who may be featured from which slot on, and until which.
        struct Member {
            var address: String
            var from: Int
            var until: Int
            var tie: UInt64
        }
        // A quote that moved (its id changed) keeps its place in the rotation: its live entry
        // (which kept the first one's `since`) ranks by the first address of its moves, and the
        // addresses it left are no members of their own, so no day before the move changes.
        var movedFrom: [String: String] = [:]
        for index in record.entries.indices where !record.entries[index].isLive {
            if let next = record.entries[index].movedTo { movedFrom[next] = record.entries[index].address }
        }
        func firstAddress(of address: String) -> String {
            var current = address
            var seen: Set<String> = [address]
            while let previous = movedFrom[current], seen.insert(previous).inserted { current = previous }
            return current
        }
        var members: [Member] = []
        for entry in record.entries where entry.movedTo == nil {
            let since = entry.since.map { unit == .day ? $0.daysSince1970 + 1 : Self.week(ofDay: $0.daysSince1970) + 1 }
            let until = entry.until.map { unit == .day ? $0.daysSince1970 : Self.week(ofDay: $0.daysSince1970) }
            guard entry.isLive || until != nil else { continue }
            members.append(
                Member(
                    address: entry.address, from: since ?? origin, until: until ?? .max,
                    tie: StableHash.of(channel + "\n" + firstAddress(of: entry.address))))
        }
        members.sort { ($0.from, $0.tie) < ($1.from, $1.tie) }

        var heap = RotationHeap()
        var next = 0
        var featured: [Int?] = []
        if lastSlot >= origin { featured.reserveCapacity(lastSlot - origin + 1) }
        var slot = origin
        while slot <= lastSlot {
            while next < members.count, members[next].from <= slot {
                heap.push(RotationHeap.Item(lastShown: Int.min, tie: members[next].tie, member: next))
                next += 1
            }
            var chosen: Int?
            while let top = heap.pop() {
                guard members[top.member].until > slot else { continue }  // gone: out of the rotation
                chosen = top.member
                heap.push(RotationHeap.Item(lastShown: slot, tie: top.tie, member: top.member))
                break
            }
            featured.append(chosen.flatMap { indexOf[members[$0].address] })
            slot += 1
        }
        self.featured = featured
    }

    /// The quote featured in `slot` (a day or week number), or nil (none yet, or one since gone).
    func index(for slot: Int) -> Int? {
        let offset = slot - origin
        guard offset >= 0, offset < featured.count else { return nil }
        return featured[offset]
    }

    /// For each quote featured in the slots up to `slot`, the latest slot it was featured in,
    /// newest first, at most `limit` of them.
    func latestFeatured(through slot: Int, limit: Int) -> [(index: Int, slot: Int)] {
        var seen = Set<Int>()
        var result: [(index: Int, slot: Int)] = []
        var current = min(slot, origin + featured.count - 1)
        while current >= origin, result.count < limit {
            if let index = featured[current - origin], seen.insert(index).inserted { result.append((index, current)) }
            current -= 1
        }
        return result
    }

    /// Weeks are numbered from the Thursday 1970-01-01 falls on; any fixed origin would do.
    static func week(ofDay day: Int) -> Int {
        Int((Double(day) / 7).rounded(.down))
    }

}
