import Foundation
import Project

/// One door of the calendar as a build sees it.
struct AdventDay: Sendable {
    var number: Int
    var date: LocalDate
    var entry: AdventEntry
    var unlock: CalendarMoment
    var visibility: DayVisibility

    /// What the door's cards go by (`CardJob.ownerID`, `--only`, their warnings in the gallery)
    /// and its card files and email message are named after: `advent-3`.
    var cardOwner: String { "advent-\(number)" }
}
