/// A binary min-heap of the quotes in a rotation, by the slot each was last shown in, then by
/// a hash: the top is the quote whose turn it is. Written by hand: the standard library has
/// no priority queue, and this one is thirty lines.
struct RotationHeap {
    struct Item {
        var lastShown: Int
        var tie: UInt64
        var member: Int

        func comesBefore(_ other: Item) -> Bool {
            (lastShown, tie, member) < (other.lastShown, other.tie, other.member)
        }
    }

    private var items: [Item] = []

    mutating func push(_ item: Item) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].comesBefore(items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Item? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left].comesBefore(items[smallest]) { smallest = left }
            if right < items.count, items[right].comesBefore(items[smallest]) { smallest = right }
            guard smallest != parent else { return first }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
