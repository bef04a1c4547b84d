/// Where a chain of moves ends: a quote whose `id` changed, then changed again; a list
/// renamed twice; a page renamed twice. The gone pages lead to the end of the chain when it
/// is live, and nowhere when it ends at something gone, leaves the record, or turns in a
/// circle (a record edited by hand can hold one).
enum MoveChain {
    /// The first live address after `start` following `next`, if the chain reaches one.
    static func end(from start: String, next: (String) -> String?, isLive: (String) -> Bool) -> String? {
        var seen: Set<String> = [start]
        var current = start
        while let following = next(current) {
            if isLive(following) { return following }
            guard seen.insert(following).inserted else { return nil }
            current = following
        }
        return nil
    }
}
