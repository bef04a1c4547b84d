import Foundation
import SafeText

/// How RFC 5545 writes values: escaping of TEXT, quoting of parameters, date-time forms.
enum ICalendarValue {
    /// A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped; control
    /// characters, which the grammar forbids, dropped.
    ///
    /// Bidi controls from data are isolated (SafeText.BidiControls), so a SUMMARY cannot turn
    /// the text a calendar shows around it.
    static func text(_ value: String) -> String {
        let value = BidiControls.isolated(value)
        guard value.utf8.contains(where: needsTextEscaping) else { return value }
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 8)
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasCR { result += "\\n" }
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsTextEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ";")
            || byte == UInt8(ascii: ",")
    }

    /// A parameter value (§3.2): double quotes, line breaks and carets caret-encoded as RFC 6868
    /// says, other control characters dropped, and the whole quoted when it holds `:`, `;` or `,`.
    static func parameter(_ value: String) -> String {
        var result = ""
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "^": result += "^^"
            case "\"": result += "^'"
            case "\r": result += "^n"
            case "\n": if !previousWasCR { result += "^n" }
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) {
            return "\"\(result)\""
        }
        return result
    }

    /// A UTC date-time, e.g. `20261205T080000Z`.
    static func utc(_ date: Date) -> String {
        LocalDateTime(date, in: .gmt).basicFormat + "Z"
    }

    /// A UTC offset (§3.3.14), e.g. `+0100`, `-0330`, or `+005328` for historical zones.
    static func utcOffset(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        var text =
            (seconds < 0 ? "-" : "+") + CivilCalendar.padded(magnitude / 3600, 2)
            + CivilCalendar.padded(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += CivilCalendar.padded(magnitude % 60, 2) }
        return text
    }

    /// The parameters and value of a property holding `time`.
    static func time(_ time: CalendarTime) -> (parameters: [(String, String)], value: String) {
        switch time {
        case .date(let date): ([("VALUE", "DATE")], date.basicFormat)
        case .floating(let local): ([], local.basicFormat)
        case .utc(let date): ([], utc(date))
        case let .zoned(local, zone): ([("TZID", zone.identifier)], local.basicFormat)
        }
    }

    /// Four-digit years are all the grammar allows.
    static func checkYear(_ year: Int) throws(SyndicationError) {
        guard (0...9999).contains(year) else { throw SyndicationError(.yearOutOfRange(year)) }
    }

    static func checkURI(_ value: String) throws(SyndicationError) {
        guard IRI.isAbsolute(value) else { throw SyndicationError(.notAbsoluteIRI(value)) }
    }
}
