import Foundation
import Syndication
import Testing

/// Instants for test input, built with Foundation's calendar rather than the code under test.
enum TestDates {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    /// A wall-clock time; throws, as the type does, for one that does not exist.
    static func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) throws -> LocalDateTime {
        try LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) throws -> LocalDate {
        try #require(LocalDate(year: year, month: month, day: day))
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }
}
