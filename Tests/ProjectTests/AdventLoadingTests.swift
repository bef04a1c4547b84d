import Diagnostics
import Foundation
import Project
import Testing

@Suite struct AdventLoadingTests {
    /// An advent file whose `entries` hold one entry per listed day.
    static func advent(header: String = "year: 2026, days: 3", days: [Int]) -> String {
        let entries = days.map { "    { day: \($0), title: 'T', message: 'M' }," }.joined(separator: "\n")
        return "{\n  title: 'Advent', \(header),\n  entries: [\n\(entries)\n  ],\n}"
    }

    static let cases: [LoaderCase] = [
        LoaderCase(
            "day out of range, repeated and missing",
            files: ["data/advent.json": advent(header: "year: 2026, days: 5", days: [1, 2, 2, 7, 0])],
            expected: [
                "data/advent.json:3:12: error: no entries for days 3 to 5",
                "data/advent.json:6:12: error: entries[2] (day 2): day 2 has more than one entry",
                "data/advent.json:5:12: note: first defined here",
                "data/advent.json:7:12: error: entries[3] (day 7): day 7 is outside the calendar, which has days 1 to 5",
                "data/advent.json:8:12: error: entries[4] (day 0): day 0 is outside the calendar, which has days 1 to 5",
            ]
        ),
        LoaderCase(
            "a day too large for any calendar is told how large a day may be, not a machine's integer range",
            files: [
                "data/advent.json":
                    "{\n  title: 'Advent', year: 2026, days: 2,\n  entries: [\n    { day: 1, title: 'T', message: 'M' },\n    { day: 2, title: 'T', message: 'M' },\n    { day: 1e20, title: 'T', message: 'M' },\n  ],\n}"
            ],
            expected: [
                "data/advent.json:6:12: error: entries[2]: 'day' must be a whole number of at most 15 digits, not 1e+20"
            ]
        ),
        LoaderCase(
            "single missing days",
            files: ["data/advent.json": advent(header: "year: 2026, days: 5", days: [2, 4])],
            expected: [
                "data/advent.json:3:12: error: no entry for day 1",
                "data/advent.json:3:12: error: no entry for day 3",
                "data/advent.json:3:12: error: no entry for day 5",
            ]
        ),
        LoaderCase(
            "impossible start date",
            files: ["data/advent.json": advent(header: "start: '2026-02-30', days: 1", days: [1])],
            expected: [
                "data/advent.json:2:27: error: 'start' is not a real date: 2026-02-30 (February 2026 has 28 days)"
            ]
        ),
        LoaderCase(
            "a calendar whose last doors fall after the year 9999, which dates cannot write",
            files: ["data/advent.json": advent(header: "start: '9999-12-20', days: 13", days: Array(1...13))],
            expected: [
                "data/advent.json:2:27: error: 'start' is 9999-12-20, so door 13 would open on 10000-01-01; dates end at 9999-12-31"
            ]
        ),
        LoaderCase(
            "the same from the year alone",
            files: ["data/advent.json": advent(header: "year: 9999, days: 40", days: Array(1...40))],
            expected: [
                "data/advent.json:2:26: error: 'year' is 9999, so door 32 would open on 10000-01-01; dates end at 9999-12-31"
            ]
        ),
        LoaderCase(
            "no month 13",
            files: ["data/advent.json": advent(header: "start: '2026-13-01', days: 1", days: [1])],
            expected: ["data/advent.json:2:27: error: 'start' is not a real date: 2026-13-01 (there is no month 13)"]
        ),
        LoaderCase(
            "badly written date",
            files: ["data/advent.json": advent(header: "start: 'December 1', days: 1", days: [1])],
            expected: ["data/advent.json:2:27: error: 'start' must be a date written YYYY-MM-DD, not 'December 1'"]
        ),
        LoaderCase(
            "unknown time zone",
            files: ["data/advent.json": advent(header: "year: 2026, days: 1, timezone: 'Europe/Berln'", days: [1])],
            expected: [
                "data/advent.json:2:51: error: 'timezone': unknown time zone 'Europe/Berln'; did you mean 'Europe/Berlin'?"
            ]
        ),
        LoaderCase(
            "nonsense time zone",
            files: ["data/advent.json": advent(header: "year: 2026, days: 1, timezone: 'Moon Base'", days: [1])],
            expected: [
                "data/advent.json:2:51: error: 'timezone': unknown time zone 'Moon Base'; use 'local' or an IANA name such as 'Europe/Berlin'"
            ]
        ),
        LoaderCase(
            "neither year nor start",
            files: ["data/advent.json": advent(header: "days: 1", days: [1])],
            expected: ["data/advent.json:1:1: error: the calendar needs 'year' or 'start'"]
        ),
        LoaderCase(
            "year and start disagree",
            files: ["data/advent.json": advent(header: "year: 2025, start: '2026-12-01', days: 1", days: [1])],
            expected: [
                "data/advent.json:2:26: error: 'year' is 2025 but 'start' is 2026-12-01; remove 'year' or make them agree"
            ]
        ),
        LoaderCase(
            "days out of range",
            files: ["data/advent.json": advent(header: "year: 2026, days: 367", days: [1])],
            expected: ["data/advent.json:2:38: error: 'days' must be from 1 to 366, not 367"]
        ),
        LoaderCase(
            "times",
            files: [
                "data/advent.json": advent(
                    header: "year: 2026, days: 1, unlockTime: '24:00', reminderTime: 9", days: [1])
            ],
            expected: [
                "data/advent.json:2:53: error: 'unlockTime' must be a 24-hour time written HH:MM, not '24:00'",
                "data/advent.json:2:76: error: 'reminderTime' must be a string, not a number",
            ]
        ),
        LoaderCase(
            "entries missing",
            files: ["data/advent.json": "{ title: 'Advent', year: 2026 }"],
            expected: ["data/advent.json:1:1: error: missing required key 'entries'"]
        ),
        LoaderCase(
            "entry fields",
            files: [
                "data/advent.json": """
                {
                  title: 'Advent', year: 2026, days: 3,
                  entries: [
                    { day: 1, title: 'T', message: 'M', link: 'www.example.com' },
                    { day: 2, title: '', mesage: 'M', image: 'images/none.jpg' },
                    'day 3',
                    { day: 2.5, title: 'T', message: 'M' },
                  ],
                }
                """
            ],
            expected: [
                "data/advent.json:3:12: error: no entry for day 3",
                "data/advent.json:4:47: error: entries[0] (day 1): 'link' must be an absolute http or https URL, not 'www.example.com'",
                "data/advent.json:5:5: error: entries[1] (day 2): missing required key 'message'",
                "data/advent.json:5:22: error: entries[1] (day 2): 'title' is empty",
                "data/advent.json:5:26: error: entries[1] (day 2): 'mesage': unknown key; did you mean 'message'?",
                "data/advent.json:5:46: error: entries[1] (day 2): image 'images/none.jpg' does not exist",
                "data/advent.json:6:5: error: 'entries[2]' must be an object, not a string",
                "data/advent.json:7:12: error: entries[3]: 'day' must be a whole number, not 2.5",
            ]
        ),
        LoaderCase(
            "unknown top-level key",
            files: ["data/advent.json": advent(header: "year: 2026, days: 1, unlock: '06:00'", days: [1])],
            expected: ["data/advent.json:2:41: error: 'unlock': unknown key; did you mean 'unlockTime'?"]
        ),
        LoaderCase(
            "root is not an object",
            files: ["data/advent.json": "[]"],
            expected: ["data/advent.json:1:1: error: the file must contain an object describing the calendar"]
        ),
    ]

    @Test(arguments: cases)
    func reports(_ loaderCase: LoaderCase) throws {
        try loaderCase.check()
    }

    @Test func appliesDefaults() throws {
        let fixture = try ProjectFixture(files: [
            "data/advent.json": Self.advent(header: "year: 2026, days: 2", days: [2, 1])
        ])
        let advent = try #require(fixture.load().project?.advent)
        #expect(advent.title == "Advent")
        #expect(advent.start.description == "2026-12-01")
        #expect(advent.days == 2)
        #expect(advent.unlockTime.description == "00:00")
        #expect(advent.reminderTime.description == "21:00")
        #expect(advent.timeZone == .local)
        #expect(advent.target == "Christmas")
        #expect(advent.entries.map(\.day) == [1, 2])
        #expect(advent.entries[0].location.description == "data/advent.json:5:5")
        #expect(advent.entries[0].location(of: "title").description == "data/advent.json:5:22")
    }

    @Test func readsEveryKey() throws {
        let json = """
            {
              title: 'Countdown', start: '2026-12-30', days: 2, unlockTime: '06:30', reminderTime: '20:00',
              timezone: 'America/New_York', target: 'New Year',
              entries: [
                { day: 1, title: 'One', message: '*Hello*', image: 'images/one.jpg', link: 'https://example.org/a' },
                { day: 2, title: 'Two', message: 'Bye' },
              ],
            }
            """
        let fixture = try ProjectFixture(files: ["data/advent.json": json])
        try fixture.addImages("images/one.jpg")
        let advent = try #require(fixture.load().project?.advent)
        #expect(advent.year == 2026)
        #expect(advent.end.description == "2026-12-31")
        #expect(advent.timeZone == .named("America/New_York"))
        #expect(advent.target == "New Year")
        #expect(
            advent.entries[0]
                == AdventEntry(
                    day: 1,
                    title: "One",
                    message: "*Hello*",
                    image: "images/one.jpg",
                    link: URL(string: "https://example.org/a"),
                    location: SourceLocation(file: "data/advent.json", line: 5, column: 5),
                    keyLocations: [
                        "day": SourceLocation(file: "data/advent.json", line: 5, column: 12),
                        "title": SourceLocation(file: "data/advent.json", line: 5, column: 22),
                        "message": SourceLocation(file: "data/advent.json", line: 5, column: 38),
                        "image": SourceLocation(file: "data/advent.json", line: 5, column: 56),
                        "link": SourceLocation(file: "data/advent.json", line: 5, column: 80),
                    ]
                )
        )
        // 30 December 2026, 06:30 in New York (UTC-5).
        #expect(advent.unlockMoment(ofDay: 1) == .instant(Date(timeIntervalSince1970: 1_798_630_200)))
    }
}
