import Foundation

/// Instants for test input, built with Foundation's calendar rather than the code under test.
enum TestDates {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }
}
