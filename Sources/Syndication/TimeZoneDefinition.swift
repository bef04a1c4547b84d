public import Foundation

/// A VTIMEZONE: the rules of an IANA time zone over some years, taken from Foundation's
/// `TimeZone` so that calendar apps agree with the build machine about every `TZID` time.
///
/// Each transition within the years becomes one observance, preceded by the transition in
/// force when the first year begins. A zone without changes gets a single STANDARD observance.
public struct TimeZoneDefinition: Hashable, Sendable {
    /// `TZID`, e.g. `Europe/Berlin`.
    public let identifier: String
    /// In order of onset.
    public let observances: [TimeZoneObservance]

    /// The rules of `timeZone` from the start of the first year to the end of the last.
    public init(_ timeZone: TimeZone, years: ClosedRange<Int>) {
        identifier = timeZone.identifier
        let firstInstant = Self.newYear(years.lowerBound, in: timeZone)
        let endInstant = Self.newYear(years.upperBound + 1, in: timeZone)

        var inForce: TimeZoneObservance?
        var changes: [TimeZoneObservance] = []
        // Transitions are at most a few a year, so a year before the range finds the one in
        // force at its start unless the zone has not changed for longer.
        var cursor = firstInstant.addingTimeInterval(-366 * 86_400)
        while let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor), transition < endInstant,
            transition > cursor
        {
            let observance = Self.observance(at: transition, in: timeZone)
            if transition <= firstInstant {
                inForce = observance
            } else {
                changes.append(observance)
            }
            cursor = transition
        }
        observances = [inForce ?? Self.unchanged(since: years.lowerBound, at: firstInstant, in: timeZone)] + changes
    }

    private static func observance(at transition: Date, in timeZone: TimeZone) -> TimeZoneObservance {
        let offsetFrom = timeZone.secondsFromGMT(for: transition.addingTimeInterval(-1))
        return TimeZoneObservance(
            kind: timeZone.isDaylightSavingTime(for: transition) ? .daylight : .standard,
            onset: LocalDateTime(localSeconds: CivilCalendar.epochSeconds(transition) + offsetFrom),
            offsetFrom: offsetFrom,
            offsetTo: timeZone.secondsFromGMT(for: transition),
            name: timeZone.abbreviation(for: transition)
        )
    }

    /// The observance for a zone that did not change in the year before `instant`, with the
    /// customary onset of 1970 (or the first year, when that is earlier).
    private static func unchanged(since firstYear: Int, at instant: Date, in timeZone: TimeZone) -> TimeZoneObservance {
        let offset = timeZone.secondsFromGMT(for: instant)
        let onsetDay = LocalDate(year: min(1970, firstYear), month: 1, day: 1) ?? LocalDate(daysSince1970: 0)
        return TimeZoneObservance(
            kind: timeZone.isDaylightSavingTime(for: instant) ? .daylight : .standard,
            onset: LocalDateTime(localSeconds: onsetDay.dayNumber * CivilCalendar.secondsPerDay),
            offsetFrom: offset,
            offsetTo: offset,
            name: timeZone.abbreviation(for: instant)
        )
    }

    private static func newYear(_ year: Int, in timeZone: TimeZone) -> Date {
        let day = (LocalDate(year: year, month: 1, day: 1) ?? LocalDate(daysSince1970: 0)).daysSince1970
        return LocalDateTime(localSeconds: day * CivilCalendar.secondsPerDay).instant(in: timeZone)
    }

    func write(to writer: inout ContentLineWriter) {
        writer.begin("VTIMEZONE")
        writer.text("TZID", identifier)
        for observance in observances {
            writer.begin(observance.kind.rawValue)
            writer.property("DTSTART", [], observance.onset.basicFormat)
            writer.property("TZOFFSETFROM", [], ICalendarValue.utcOffset(observance.offsetFrom))
            writer.property("TZOFFSETTO", [], ICalendarValue.utcOffset(observance.offsetTo))
            if let name = observance.name, !name.isEmpty { writer.text("TZNAME", name) }
            writer.end(observance.kind.rawValue)
        }
        writer.end("VTIMEZONE")
    }
}
