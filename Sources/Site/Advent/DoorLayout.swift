import Hashing

/// Where each door of an advent calendar stands: a place in a shuffled order and a shape,
/// the same for every build of the same calendar and for every visitor, so a door a reader
/// found yesterday is where they left it.
///
/// The stylesheet lays the doors out in a grid of `columnCounts` columns (4 on a phone, 8
/// wider) in the order of their `slot`, each filling the first cells free for its shape
/// (`grid-auto-flow: dense`). Of many shuffles and choices of shapes, the layout keeps the
/// first that fills whole rows at both widths, so no door stands alone on a last row and
/// no cell is left empty; on a calendar too small for that, the one with the fewest empty
/// cells, a phone's counting double. The order in the page stays by day number: the
/// shuffle is what the eye sees, while keyboards and screen readers meet the doors 1, 2, 3.
struct DoorLayout: Sendable, Equatable {
    struct Door: Sendable, Equatable {
        /// The door's place in the visual order, from 1.
        var slot: Int
        var shape: DoorShape
    }

    /// By day number: `doors[0]` is door 1's.
    let doors: [Door]

    /// The grid's columns on a phone and on wider screens; `draper.css` uses the same.
    static let columnCounts = [4, 8]
    static let attempts = 400

    /// The layout of a calendar of `days` doors; `seed` (the calendar's start and length)
    /// makes another calendar look different and keeps this one as it is from build to build.
    init(days: Int, seed: String) {
        guard days > 0 else {
            doors = []
            return
        }
        let digest = SHA256.hexDigest(of: "advent-doors\n\(seed)")
        var generator = SplitMix64(seed: UInt64(digest.prefix(16), radix: 16) ?? 0)
        var best: (doors: [Door], flaws: Int)?
        for attempt in 0..<Self.attempts {
            let candidate = Self.candidate(days: days, attempt: attempt, using: &generator)
            let empty = Self.columnCounts.reduce(0) { total, columns in
                total + Self.emptyCells(candidate, columns: columns) * (columns == Self.columnCounts[0] ? 2 : 1)
            }
            // An empty cell weighs more than a calendar of too few shapes.
            let flaws = empty * 2 + (Self.hasCharacter(candidate) ? 0 : 1)
            if flaws < best?.flaws ?? .max { best = (candidate, flaws) }
            if flaws == 0 { break }
        }
        doors = best?.doors ?? []
    }

    /// A shuffle, with about one cell in four of the grid's area given to larger doors, the
    /// area a whole number of rows at every column count where a few more cells make it so.
    /// Most attempts make two tall doors for each wide one (a door is taller than it is wide);
    /// every fourth makes only wide ones, every fourth only tall ones, which is what a short
    /// calendar may need to fill its rows.
    private static func candidate(days: Int, attempt: Int, using generator: inout SplitMix64) -> [Door] {
        let rowWidth = columnCounts.reduce(1, leastCommonMultiple)
        var extra = (days + 3) / 4
        extra += (rowWidth - (days + extra) % rowWidth) % rowWidth
        // A long calendar may take a row more of larger doors.
        if days >= 2 * rowWidth, Bool.random(using: &generator) { extra += rowWidth }
        let tallInThree = [2, 2, 0, 3][attempt % 4]
        // Extra cells: a big door adds three, a wide or tall one adds one.
        let bigs = min(Int.random(in: 0...extra / 3, using: &generator), max(1, days / 6))
        var shapes = [DoorShape](repeating: .small, count: days)
        var singles = extra - 3 * bigs
        var numbers = Array(0..<days).shuffled(using: &generator)
        if bigs > 0, let last = numbers.firstIndex(of: days - 1) {
            // The last door, the day the calendar counts down to, is one of the big ones.
            numbers.swapAt(0, last)
        }
        for (index, number) in numbers.enumerated() {
            if index < bigs {
                shapes[number] = .big
            } else if singles > 0 {
                shapes[number] = Int.random(in: 0..<3, using: &generator) < tallInThree ? .tall : .wide
                singles -= 1
            }
        }
        let order = Array(0..<days).shuffled(using: &generator)
        var doors = [Door](repeating: Door(slot: 0, shape: .small), count: days)
        for (slot, number) in order.enumerated() { doors[number] = Door(slot: slot + 1, shape: shapes[number]) }
        return doors
    }

    /// Whether a calendar of eight doors or more has a big door and three shapes at least:
    /// without them it reads as a table again.
    private static func hasCharacter(_ doors: [Door]) -> Bool {
        doors.count < 8 || (doors.contains { $0.shape == .big } && Set(doors.map(\.shape)).count >= 3)
    }

    /// The cells of the grid's rectangle that no door covers, with the doors placed as CSS
    /// grid places items with `grid-auto-flow: row dense`: in slot order, each at the first
    /// cell, row by row, where its shape fits.
    static func emptyCells(_ doors: [Door], columns: Int) -> Int {
        var taken: [[Bool]] = []
        func free(_ row: Int, _ column: Int, _ shape: DoorShape) -> Bool {
            guard column + shape.columns <= columns else { return false }
            for r in row..<row + shape.rows where r < taken.count {
                for c in column..<column + shape.columns where taken[r][c] { return false }
            }
            return true
        }
        // Rows above this one are full: no door can go there any more.
        var firstOpenRow = 0
        for door in doors.sorted(by: { $0.slot < $1.slot }) {
            let shape = door.shape.columns > columns ? DoorShape.small : door.shape
            var row = firstOpenRow
            placing: while true {
                for column in 0..<columns where free(row, column, shape) {
                    while taken.count < row + shape.rows { taken.append([Bool](repeating: false, count: columns)) }
                    for r in row..<row + shape.rows {
                        for c in column..<column + shape.columns { taken[r][c] = true }
                    }
                    break placing
                }
                row += 1
            }
            while firstOpenRow < taken.count, !taken[firstOpenRow].contains(false) { firstOpenRow += 1 }
        }
        return taken.reduce(0) { $0 + $1.filter { !$0 }.count }
    }

    private static func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
