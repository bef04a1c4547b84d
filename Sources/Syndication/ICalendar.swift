public import Foundation

/// A calendar people subscribe to (a VCALENDAR object, RFC 5545), written deterministically:
/// the same calendar always gives the same bytes.
///
/// ```swift
/// let door = CalendarEvent(
///     uid: "door-05@advent.example.com", timestamp: published,
///     start: .zoned(try LocalDateTime(year: 2026, month: 12, day: 5, hour: 9, minute: 0), berlin),
///     end: .after(.minutes(30)), summary: "Door 5 opens",
///     alarms: [CalendarAlarm(.beforeOrAfterStart(CalendarDuration.minutes(0).negated), message: "Door 5")])
/// let text = try ICalendar(productID: "-//Example//Advent 2026//EN", name: "Advent", events: [door]).render()
/// ```
public struct ICalendar: Hashable, Sendable {
    /// `PRODID`, conventionally `-//Company//Product//EN`.
    public var productID: String
    /// `X-WR-CALNAME`: the name subscribers see.
    public var name: String?
    /// `X-WR-CALDESC`.
    public var summary: String?
    /// `X-WR-TIMEZONE`: the zone clients use for floating times when they support it.
    public var timeZone: TimeZone?
    /// `REFRESH-INTERVAL` (RFC 7986) and `X-PUBLISHED-TTL`: how often subscribers poll for changes.
    public var refreshInterval: CalendarDuration?
    public var events: [CalendarEvent]

    public init(
        productID: String,
        name: String? = nil,
        summary: String? = nil,
        timeZone: TimeZone? = nil,
        refreshInterval: CalendarDuration? = nil,
        events: [CalendarEvent] = []
    ) {
        self.productID = productID
        self.name = name
        self.summary = summary
        self.timeZone = timeZone
        self.refreshInterval = refreshInterval
        self.events = events
    }

    /// The calendar as an `.ics` text: CRLF line ends, lines folded at 75 octets, a
    /// VTIMEZONE for every zone an event uses, covering the years its events span.
    ///
    /// - Throws: `SyndicationError` naming the event whose times, UID or alarms break RFC 5545.
    public func render() throws(SyndicationError) -> String {
        guard !productID.isEmpty else { throw SyndicationError(.empty(field: "PRODID"), at: "calendar") }
        var seen = Set<String>()
        for event in events {
            try event.validate()
            guard seen.insert(event.uid).inserted else {
                throw SyndicationError(.duplicateID(event.uid), at: event.location)
            }
            for alarm in event.alarms {
                guard !alarm.message.isEmpty else {
                    throw SyndicationError(.empty(field: "an alarm's message"), at: event.location)
                }
                if case .beforeOrAfterEnd = alarm.trigger, case .none = event.end {
                    throw SyndicationError(.alarmWithoutEnd, at: event.location)
                }
            }
        }

        var writer = ContentLineWriter()
        writer.begin("VCALENDAR")
        writer.property("VERSION", [], "2.0")
        writer.text("PRODID", productID)
        writer.property("CALSCALE", [], "GREGORIAN")
        writer.property("METHOD", [], "PUBLISH")
        if let name { writer.text("X-WR-CALNAME", name) }
        if let summary { writer.text("X-WR-CALDESC", summary) }
        if let timeZone { writer.text("X-WR-TIMEZONE", timeZone.identifier) }
        if let refreshInterval {
            let interval = try refreshInterval.validated().description
            writer.property("REFRESH-INTERVAL", [("VALUE", "DURATION")], interval)
            writer.property("X-PUBLISHED-TTL", [], interval)
        }
        for definition in try timeZoneDefinitions() {
            definition.write(to: &writer)
        }
        for event in events {
            Self.write(event, to: &writer)
        }
        writer.end("VCALENDAR")
        return writer.output
    }

    /// One VTIMEZONE per zone used, in identifier order, spanning the years of its times.
    func timeZoneDefinitions() throws(SyndicationError) -> [TimeZoneDefinition] {
        var zones: [String: (zone: TimeZone, years: ClosedRange<Int>)] = [:]
        func note(_ time: CalendarTime) {
            guard case let .zoned(local, zone) = time else { return }
            let year = local.date.year
            if let known = zones[zone.identifier] {
                zones[zone.identifier] = (
                    known.zone, min(known.years.lowerBound, year)...max(known.years.upperBound, year)
                )
            } else {
                zones[zone.identifier] = (zone, year...year)
            }
        }
        for event in events {
            note(event.start)
            note(try event.resolvedEnd())
        }
        return zones.keys.sorted().compactMap { identifier in
            zones[identifier].map { TimeZoneDefinition($0.zone, years: $0.years) }
        }
    }

    private static func write(_ event: CalendarEvent, to writer: inout ContentLineWriter) {
        writer.begin("VEVENT")
        writer.text("UID", event.uid)
        writer.property("DTSTAMP", [], ICalendarValue.utc(event.timestamp))
        let start = ICalendarValue.time(event.start)
        writer.property("DTSTART", start.parameters, start.value)
        switch event.end {
        case .none:
            break
        case .at(let time):
            let end = ICalendarValue.time(time)
            writer.property("DTEND", end.parameters, end.value)
        case .after(let duration):
            writer.property("DURATION", [], duration.description)
        }
        if let summary = event.summary { writer.text("SUMMARY", summary) }
        if let details = event.details { writer.text("DESCRIPTION", details) }
        if let url = event.url { writer.property("URL", [], IRI.uri(url)) }
        if !event.categories.isEmpty {
            writer.property("CATEGORIES", [], event.categories.map(ICalendarValue.text).joined(separator: ","))
        }
        if event.isTransparent { writer.property("TRANSP", [], "TRANSPARENT") }
        for alarm in event.alarms {
            writer.begin("VALARM")
            writer.property("ACTION", [], "DISPLAY")
            writer.text("DESCRIPTION", alarm.message)
            switch alarm.trigger {
            case .beforeOrAfterStart(let duration):
                writer.property("TRIGGER", [], duration.description)
            case .beforeOrAfterEnd(let duration):
                writer.property("TRIGGER", [("RELATED", "END")], duration.description)
            case .at(let date):
                writer.property("TRIGGER", [("VALUE", "DATE-TIME")], ICalendarValue.utc(date))
            }
            writer.end("VALARM")
        }
        writer.end("VEVENT")
    }
}
