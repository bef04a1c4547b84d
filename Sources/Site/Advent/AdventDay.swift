import Foundation
import Project

/// One door of the calendar as a build sees it.
struct AdventDay: Sendable {
    var number: Int
    var date: LocalDate
    var entry: AdventEntry
    var unlock: CalendarMoment
    var visibility: DayVisibility
}
