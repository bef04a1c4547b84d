import Foundation
import Project

/// Decides, for a build at `now`, what each advent day shows.
///
/// A day in a named zone opens at one instant for everyone. A day in the `local` zone
/// opens at each viewer's own wall-clock time: first where clocks are furthest ahead
/// (UTC+14) and last where they are furthest behind (UTC−12).
struct AdventTimeline {
    let calendar: AdventCalendar
    let now: Date
    let reveal: RevealMode

    static let earliestZone = TimeZone(secondsFromGMT: 14 * 3600) ?? .gmt
    static let latestZone = TimeZone(secondsFromGMT: -12 * 3600) ?? .gmt

    var days: [AdventDay] {
        (1...calendar.days).compactMap { number in
            guard let date = calendar.date(ofDay: number), let entry = calendar.entry(forDay: number),
                let unlock = calendar.unlockMoment(ofDay: number)
            else { return nil }
            return AdventDay(
                number: number, date: date, entry: entry, unlock: unlock, visibility: visibility(of: unlock))
        }
    }

    func visibility(of unlock: CalendarMoment) -> DayVisibility {
        if reveal == .all { return .open }
        let (first, last) = Self.openingRange(of: unlock)
        if now >= last { return .open }
        if reveal == .client || now >= first { return .sealed }
        return .hidden
    }

    /// Whether builds before the day opened published it sealed, with its card at an
    /// unguessable address a visitor may have saved or shared once their browser opened it:
    /// every day in `client` mode; in `build` mode a day of the `local` zone, sealed while it
    /// opens around the world. An author's preview (`all`) seals nothing.
    func sealsBeforeOpening(_ unlock: CalendarMoment) -> Bool {
        switch (reveal, unlock) {
        case (.client, _), (.build, .floating): true
        case (.build, .instant), (.all, _): false
        }
    }

    /// The first and the last instant at which some viewer sees the day open.
    static func openingRange(of unlock: CalendarMoment) -> (first: Date, last: Date) {
        switch unlock {
        case .instant(let instant):
            return (instant, instant)
        case .floating(let date, let time):
            return (date.instant(at: time, in: earliestZone), date.instant(at: time, in: latestZone))
        }
    }
}
