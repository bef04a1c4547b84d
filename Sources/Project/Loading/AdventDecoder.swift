import Diagnostics
import Foundation

/// Reads `data/advent.json` into an `AdventCalendar`.
///
/// `start` and `year` can stand in for each other: `year` alone starts the
/// calendar on December 1 of that year; `start` alone gives the year. A calendar
/// with neither is an error rather than "this year", so a build does not change
/// with the date it runs on.
struct AdventDecoder {
    static let keys = [
        "title", "year", "start", "days", "unlockTime", "timezone", "reminderTime", "target", "cover", "entries",
    ]
    static let entryKeys = ["day", "title", "message", "image", "link", "design"]

    let file: String

    func decode(
        _ value: JSONValue,
        images: inout ImageResolver,
        into diagnostics: inout DiagnosticCollector
    ) -> AdventCalendar? {
        guard
            let reader = ObjectReader(
                value,
                file: file,
                wrongTypeReason: .wrongRoot(expected: "an object describing the calendar"),
                into: &diagnostics
            )
        else { return nil }
        reader.reportUnknownKeys(allowed: Self.keys, into: &diagnostics)
        let errorsBefore = diagnostics.errorCount

        let title = reader.string("title", required: true, into: &diagnostics)
        let year = reader.integer("year", in: 1...9999, into: &diagnostics)
        let startValue = reader.date("start", into: &diagnostics)
        var start = startValue?.value
        if let startValue, let year, year.value != startValue.value.year {
            reader.report(
                .yearMismatch(year: year.value, start: startValue.value.description), at: year.position,
                into: &diagnostics)
        } else if start == nil, let year {
            start = LocalDate(
                year: year.value,
                month: ProjectDefaults.adventStartMonth,
                day: ProjectDefaults.adventStartDay
            )
        } else if reader.value("start") == nil, reader.value("year") == nil {
            reader.report(.missingYear, at: reader.position, into: &diagnostics)
        }
        let daysValue = reader.integer("days", in: ProjectDefaults.adventDaysRange, into: &diagnostics)
        let days = reader.value("days") == nil ? ProjectDefaults.adventDays : daysValue?.value
        // Every door's date is written in pages, feeds and calendars with a four-digit year.
        if let first = start, let days, let last = LocalDate(year: 9999, month: 12, day: 31),
            first.adding(days: days - 1) > last
        {
            let (key, value, position) =
                startValue.map { ("start", $0.value.description, $0.position) }
                ?? ("year", String(first.year), year?.position ?? reader.position)
            let day = first.distance(to: last) + 2
            reader.report(
                .calendarPastYear9999(key, value: value, day: day, date: first.adding(days: day - 1).description),
                at: position, into: &diagnostics)
        }
        let unlockTime = reader.time("unlockTime", into: &diagnostics)
        let reminderTime = reader.time("reminderTime", into: &diagnostics)
        let timeZone = reader.calendarTimeZone("timezone", allowsLocal: true, into: &diagnostics)
        let target = reader.string("target", into: &diagnostics)
        var cover: String?
        if let path = reader.string("cover", into: &diagnostics) {
            switch images.resolve(path.value, at: path.position.location(in: file)) {
            case .valid(let clean): cover = clean
            case .invalid(let reason): reader.report(reason, at: path.position, into: &diagnostics)
            }
        }
        let entries = decodeEntries(reader, days: days, images: &images, into: &diagnostics)

        guard diagnostics.errorCount == errorsBefore, let title, let start, let days, let entries else { return nil }
        var calendar = AdventCalendar(
            title: title.value,
            start: start,
            days: days,
            unlockTime: unlockTime ?? ProjectDefaults.adventUnlockTime,
            timeZone: timeZone ?? ProjectDefaults.adventTimeZone,
            reminderTime: reminderTime ?? ProjectDefaults.adventReminderTime,
            target: target?.value ?? ProjectDefaults.adventTarget,
            entries: entries,
            location: reader.location,
            keyLocations: reader.keyLocations
        )
        calendar.hasOwnTarget = target != nil
        calendar.cover = cover
        return calendar
    }

    /// The entries sorted by day; every day from 1 to `days` must appear exactly once.
    private func decodeEntries(
        _ reader: ObjectReader,
        days: Int?,
        images: inout ImageResolver,
        into diagnostics: inout DiagnosticCollector
    ) -> [AdventEntry]? {
        guard let value = reader.value("entries") else {
            reader.reportMissing("entries", into: &diagnostics)
            return nil
        }
        guard case .array(let elements) = value.kind else {
            reader.wrongType("entries", value, expected: "an array of entries", into: &diagnostics)
            return nil
        }
        var entries: [AdventEntry] = []
        var firstPositionOfDay: [Int: TextPosition] = [:]
        for (index, element) in elements.enumerated() {
            guard let entry = decodeEntry(element, index: index, images: &images, into: &diagnostics) else { continue }
            let dayPosition = entry.reader.object["day"]?.value.position ?? entry.reader.position
            if let days, !(1...days).contains(entry.day) {
                entry.reader.report(.dayOutOfRange(entry.day, days: days), at: dayPosition, into: &diagnostics)
            } else if let first = firstPositionOfDay[entry.day] {
                entry.reader.report(
                    .repeatedDay(entry.day), at: dayPosition, firstDefinition: first, into: &diagnostics)
            } else {
                firstPositionOfDay[entry.day] = dayPosition
                if let decoded = entry.entry { entries.append(decoded) }
            }
        }
        if let days {
            for range in Self.missingRanges(in: 1...days, present: Set(firstPositionOfDay.keys)) {
                reader.report(.missingDays(range), at: value.position, into: &diagnostics)
            }
        }
        return entries.sorted { $0.day < $1.day }
    }

    /// A decoded day number (nil if unusable) and the entry, if every field was valid.
    private func decodeEntry(
        _ value: JSONValue,
        index: Int,
        images: inout ImageResolver,
        into diagnostics: inout DiagnosticCollector
    ) -> (day: Int, entry: AdventEntry?, reader: ObjectReader)? {
        guard case .object(let object) = value.kind else {
            let reason = ProjectError.Reason.wrongType(
                "entries[\(index)]", expected: "an object", found: value.typeDescription)
            diagnostics.report(ProjectError(reason, at: value.position.location(in: file)).diagnostics[0])
            return nil
        }
        var subject = "entries[\(index)]"
        if case .number(let number)? = object["day"]?.value.kind, number == number.rounded(), abs(number) < 1e9 {
            subject += " (day \(Int(number)))"
        }
        let entryReader = ObjectReader(object: object, position: value.position, file: file, subject: subject)
        entryReader.reportUnknownKeys(allowed: Self.entryKeys, into: &diagnostics)
        let errorsBefore = diagnostics.errorCount
        let day = entryReader.integer("day", in: Int.min...Int.max, required: true, into: &diagnostics)
        let title = entryReader.string("title", required: true, into: &diagnostics)
        let message = entryReader.string("message", required: true, into: &diagnostics)
        var image: String?
        if let path = entryReader.string("image", into: &diagnostics) {
            switch images.resolve(path.value, at: path.position.location(in: file)) {
            case .valid(let clean): image = clean
            case .invalid(let reason): entryReader.report(reason, at: path.position, into: &diagnostics)
            }
        }
        let link = entryReader.httpURL("link", into: &diagnostics)
        let design = entryReader.string("design", into: &diagnostics)?.value
        guard let day else { return nil }
        guard diagnostics.errorCount == errorsBefore, let title, let message else {
            return (day.value, nil, entryReader)
        }
        var entry = AdventEntry(
            day: day.value,
            title: title.value,
            message: message.value,
            image: image,
            link: link?.value,
            location: entryReader.location,
            keyLocations: entryReader.keyLocations
        )
        entry.design = design
        return (day.value, entry, entryReader)
    }

    /// The runs of days in `range` that are not in `present`, in order.
    static func missingRanges(in range: ClosedRange<Int>, present: Set<Int>) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var runStart: Int?
        for day in range {
            if present.contains(day) {
                if let start = runStart { result.append(start...(day - 1)) }
                runStart = nil
            } else if runStart == nil {
                runStart = day
            }
        }
        if let start = runStart { result.append(start...range.upperBound) }
        return result
    }
}
