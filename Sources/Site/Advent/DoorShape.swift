/// How many cells of the calendar's grid a door covers: doors of several sizes make the
/// calendar a picture with doors in it rather than a table of days.
enum DoorShape: String, Sendable, CaseIterable {
    /// One cell.
    case small
    /// Two cells side by side.
    case wide
    /// Two cells one above the other: the shape of a door.
    case tall
    /// Two by two cells.
    case big

    var columns: Int { self == .wide || self == .big ? 2 : 1 }
    var rows: Int { self == .tall || self == .big ? 2 : 1 }
    var cells: Int { columns * rows }
}
