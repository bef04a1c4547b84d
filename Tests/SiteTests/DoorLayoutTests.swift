import Testing

@testable import Site

/// Where an advent calendar's doors stand: a shuffled order and several sizes, the same for
/// the same calendar every time, filling whole rows at both of the stylesheet's widths.
@Suite("The calendar's door layout")
struct DoorLayoutTests {
    @Test("every door has its own place in the order", arguments: [1, 4, 12, 24, 25, 31, 100, 366])
    func placesAreAPermutation(days: Int) {
        let layout = DoorLayout(days: days, seed: "2026-12-01\n\(days)")
        #expect(layout.doors.count == days)
        #expect(layout.doors.map(\.slot).sorted() == Array(1...days))
    }

    @Test("calendars of usual lengths fill whole rows of 4 and of 8", arguments: [4, 8, 12, 16, 24, 25, 31, 40])
    func noEmptyCells(days: Int) {
        let layout = DoorLayout(days: days, seed: "2026-12-01\n\(days)")
        for columns in DoorLayout.columnCounts {
            #expect(DoorLayout.emptyCells(layout.doors, columns: columns) == 0, "\(columns) columns")
        }
    }

    @Test("a 25-door calendar is shuffled, in several sizes, its last door big")
    func character() throws {
        let doors = DoorLayout(days: 25, seed: "2026-12-01\n25").doors
        #expect(doors.map(\.slot) != Array(1...25))
        #expect(Set(doors.map(\.shape)).count >= 3)
        #expect(try #require(doors.last).shape == .big)
        // At least half of them small: the picture stays a calendar, not a mosaic.
        #expect(doors.filter { $0.shape == .small }.count >= 13)
    }

    @Test("the same calendar gets the same layout; another calendar another")
    func deterministic() {
        let first = DoorLayout(days: 24, seed: "2026-12-01\n24")
        #expect(DoorLayout(days: 24, seed: "2026-12-01\n24") == first)
        #expect(DoorLayout(days: 24, seed: "2027-12-01\n24") != first)
    }

    @Test(
        "the placement is CSS grid's dense placement",
        arguments: [
            // In slot order: a big door; a wide one, which does not fit beside it in 3 columns and
            // goes below; two small ones, which fill the column beside the big one.
            ([DoorShape.big, .wide, .small, .small], 3, 1),
            ([DoorShape.small, .small, .small, .small], 4, 0),
            ([DoorShape.tall, .small, .small, .small], 2, 1),
        ])
    func densePlacement(shapes: [DoorShape], columns: Int, empty: Int) {
        let doors = shapes.enumerated().map { DoorLayout.Door(slot: $0.offset + 1, shape: $0.element) }
        #expect(DoorLayout.emptyCells(doors, columns: columns) == empty)
    }
}
