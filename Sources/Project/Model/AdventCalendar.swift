public import Diagnostics

/// An advent calendar, read from `data/advent.json`: one door per day, from `start`
/// for `days` days, each opening at `unlockTime`.
public struct AdventCalendar: Hashable, Sendable {
    /// The calendar's heading.
    public var title: String
    /// The date of door 1.
    public var start: LocalDate
    /// How many doors, 1…366; the last one is `target`.
    public var days: Int
    /// The wall-clock time each door opens on its day.
    public var unlockTime: LocalTime
    /// Whose clock `unlockTime` and `reminderTime` follow.
    public var timeZone: CalendarTimeZone
    /// When the reminder for the next door is sent, the evening before it opens.
    public var reminderTime: LocalTime
    /// What the last day is called ("Christmas"), for countdowns.
    public var target: String
    /// Whether `data/advent.json` names the target; when not, the site says "Christmas" in its
    /// own language (the interface's `advent.target`).
    public var hasOwnTarget = true
    /// The photo of the calendar's cover (the calendar page, locked doors' pages and cards),
    /// as the author chose it for the purpose; without one, the photo of the first open door
    /// that has one, else a photo of the project that no locked door shows.
    public var cover: String?
    /// One entry per day, ordered by day.
    public var entries: [AdventEntry]
    /// Where the calendar's `{` is in `data/advent.json`.
    public var location: SourceLocation
    /// Where each top-level value was written, by key.
    public var keyLocations: [String: SourceLocation]

    /// A calendar; defaults come from `ProjectDefaults`.
    public init(
        title: String,
        start: LocalDate,
        days: Int = ProjectDefaults.adventDays,
        unlockTime: LocalTime = ProjectDefaults.adventUnlockTime,
        timeZone: CalendarTimeZone = ProjectDefaults.adventTimeZone,
        reminderTime: LocalTime = ProjectDefaults.adventReminderTime,
        target: String = ProjectDefaults.adventTarget,
        entries: [AdventEntry] = [],
        location: SourceLocation = SourceLocation(file: "data/advent.json"),
        keyLocations: [String: SourceLocation] = [:]
    ) {
        self.title = title
        self.start = start
        self.days = days
        self.unlockTime = unlockTime
        self.timeZone = timeZone
        self.reminderTime = reminderTime
        self.target = target
        self.entries = entries
        self.location = location
        self.keyLocations = keyLocations
    }

    /// The calendar's year, for headings: the year of `start`.
    public var year: Int { start.year }

    /// The date of the last door.
    public var end: LocalDate { start.adding(days: days - 1) }

    /// The date door `day` opens on, or nil outside 1…`days`.
    public func date(ofDay day: Int) -> LocalDate? {
        guard (1...days).contains(day) else { return nil }
        return start.adding(days: day - 1)
    }

    /// When door `day` opens, or nil outside 1…`days`.
    ///
    /// For a named zone this is the instant clocks there show `unlockTime` on the
    /// door's date (see `LocalDate.instant(at:in:)` for daylight-saving gaps and
    /// repeats); for `.local` it is that wall time, for each viewer to place.
    public func unlockMoment(ofDay day: Int) -> CalendarMoment? {
        date(ofDay: day).map { timeZone.moment(on: $0, at: unlockTime) }
    }

    /// When the reminder for door `day` goes out: `reminderTime` on the door's own date, as
    /// the original app's evening reminder did ("5 days left to Christmas! Door 20 is open.").
    public func reminderMoment(ofDay day: Int) -> CalendarMoment? {
        date(ofDay: day).map { timeZone.moment(on: $0, at: reminderTime) }
    }

    /// The entry for `day`, if there is one.
    public func entry(forDay day: Int) -> AdventEntry? {
        entries.first { $0.day == day }
    }

    /// Where `key` was written, or the calendar's start when it was not.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? location
    }
}
