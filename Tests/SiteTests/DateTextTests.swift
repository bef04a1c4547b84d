import CivilTime
import Foundation
import Testing

@testable import Site

/// `DateText` writes ISO 8601 from numbers and remembers what ICU formatted; both must give
/// what ICU's formatters give, call after call.
@Suite("Dates as pages and JSON files write them")
struct DateTextTests {
    @Test("an instant in ISO 8601 is what ISO8601DateFormatter writes, to the second")
    func isoMatchesFoundation() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = .gmt
        // Whole and fractional seconds, before 1970, leap days and the ends of years.
        let instants: [Double] = [
            0, 1, 59.999, -1, -86_400.5, 951_782_400, 1_709_164_799, 1_798_761_599.75, 1_798_761_600, 4_102_444_800,
            253_402_300_799,
        ]
        for seconds in instants {
            let instant = Date(timeIntervalSince1970: seconds)
            #expect(DateText.iso(instant) == formatter.string(from: instant), "\(seconds)")
        }
    }

    @Test("a date formatted again, in another language between, reads the same", arguments: ["en", "de", "ar", "ja"])
    func rememberedFormatsMatchICU(language: String) throws {
        let dates = DateText(language: language)
        let date = try #require(LocalDate(year: 2026, month: 12, day: 5))
        let time = try #require(LocalTime(hour: 21, minute: 0))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.timeZone = .gmt
        formatter.setLocalizedDateFormatFromTemplate("dMMMM")
        let noon = date.instant(at: try #require(LocalTime(hour: 12, minute: 0)), in: .gmt)
        let first = dates.dayAndMonth(date)
        #expect(first == formatter.string(from: noon))
        _ = DateText(language: language == "en" ? "fr" : "en").dayAndMonth(date)
        #expect(dates.dayAndMonth(date) == first)
        #expect(dates.weekday(date) != first)
        #expect(dates.time(time) == dates.time(time))
        #expect(dates.time(time) != dates.time(try #require(LocalTime(hour: 9, minute: 30))))
    }
}
