import Diagnostics
import Foundation

/// Getters for the value types that are written as strings: dates, times, zones, URLs, addresses.
extension ObjectReader {
    func date(_ key: String, into diagnostics: inout DiagnosticCollector) -> Located<LocalDate>? {
        guard let text = string(key, into: &diagnostics) else { return nil }
        guard let (year, month, day) = LocalDate.components(of: text.value) else {
            report(.invalidDate(name(key), value: text.value), at: text.position, into: &diagnostics)
            return nil
        }
        guard let date = LocalDate(year: year, month: month, day: day) else {
            let detail: String
            if !(1...12).contains(month) {
                detail = "there is no month \(month)"
            } else if year < 1 {
                detail = "years start at 0001"
            } else {
                let monthName = Self.monthNames[month - 1]
                detail = "\(monthName) \(year) has \(LocalDate.numberOfDays(inMonth: month, year: year)) days"
            }
            report(.impossibleDate(name(key), value: text.value, detail: detail), at: text.position, into: &diagnostics)
            return nil
        }
        return Located(value: date, position: text.position)
    }

    func time(_ key: String, into diagnostics: inout DiagnosticCollector) -> LocalTime? {
        guard let text = string(key, into: &diagnostics) else { return nil }
        guard let time = LocalTime(text.value) else {
            report(.invalidTime(name(key), value: text.value), at: text.position, into: &diagnostics)
            return nil
        }
        return time
    }

    /// An IANA zone name Foundation knows, or `local` when `allowsLocal`.
    func calendarTimeZone(
        _ key: String,
        allowsLocal: Bool,
        into diagnostics: inout DiagnosticCollector
    ) -> CalendarTimeZone? {
        guard let text = string(key, into: &diagnostics) else { return nil }
        if let zone = CalendarTimeZone(text.value), allowsLocal || zone != .local { return zone }
        let candidates = (allowsLocal ? ["local"] : []) + TimeZone.knownTimeZoneIdentifiers
        let reason = ProjectError.Reason.unknownTimeZone(
            name(key),
            value: text.value,
            suggestion: Suggestion.closest(to: text.value, among: candidates),
            allowsLocal: allowsLocal
        )
        report(reason, at: text.position, into: &diagnostics)
        return nil
    }

    /// An absolute http or https URL with a host.
    func httpURL(_ key: String, into diagnostics: inout DiagnosticCollector) -> Located<URL>? {
        guard let text = string(key, into: &diagnostics) else { return nil }
        if let port = Self.port(in: text.value), !(1...65535).contains(port) {
            report(.invalidPort(name(key), value: text.value), at: text.position, into: &diagnostics)
            return nil
        }
        guard let url = Self.httpURL(text.value) else {
            report(.invalidURL(name(key), value: text.value), at: text.position, into: &diagnostics)
            return nil
        }
        return Located(value: url, position: text.position)
    }

    static func httpURL(_ text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether every `%` in `text` starts an escape of two hex digits, as RFC 3986 has it:
    /// Foundation reads `%zz` as text, and every address made from a base URL holding one
    /// would carry it.
    static func hasValidPercentEscapes(_ text: String) -> Bool {
        let characters = Array(text)
        var index = 0
        while let percent = characters[index...].firstIndex(of: "%") {
            guard percent + 2 < characters.count, characters[(percent + 1)...(percent + 2)].allSatisfy(\.isHexDigit)
            else { return false }
            index = percent + 3
        }
        return true
    }

    /// The port written in `text`'s authority (`https://host:8080/`), as a number however
    /// large; nil when none is written. Foundation would drop an impossible one silently.
    static func port(in text: String) -> Int? {
        guard let schemeEnd = text.range(of: "://") else { return nil }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@").last ?? authority
        // An IPv6 literal is bracketed: the port comes after the closing bracket.
        let afterHost =
            hostAndPort.lastIndex(of: "]").map { hostAndPort[hostAndPort.index(after: $0)...] } ?? hostAndPort
        guard let colon = afterHost.lastIndex(of: ":") else { return nil }
        let digits = afterHost[afterHost.index(after: colon)...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits) ?? Int.max
    }

    /// One address or an array of them, each checked loosely.
    func emailAddresses(
        _ key: String,
        required: Bool,
        into diagnostics: inout DiagnosticCollector
    ) -> [String]? {
        guard let value = value(key) else {
            if required { reportMissing(key, into: &diagnostics) }
            return nil
        }
        let texts: [Located<String>]?
        if case .array = value.kind {
            texts = stringArray(key, into: &diagnostics)
        } else {
            texts = string(key, into: &diagnostics).map { [$0] }
        }
        guard let texts else { return nil }
        if case .array(let elements) = value.kind, elements.isEmpty {
            report(.emptyValue(name(key)), at: value.position, into: &diagnostics)
            return nil
        }
        var valid = true
        for text in texts where !Self.isPlausibleEmailAddress(text.value) {
            report(.invalidEmailAddress(name(key), value: text.value), at: text.position, into: &diagnostics)
            valid = false
        }
        return valid ? texts.map(\.value) : nil
    }

    /// `user@example.org` or `Name <user@example.org>`: the shape of RFC 5322 addresses,
    /// not their full grammar, since only the mail server can say whether one works.
    static func isPlausibleEmailAddress(_ text: String) -> Bool {
        var address = Substring(text)
        if text.hasSuffix(">"), let open = text.lastIndex(of: "<") {
            address = text[text.index(after: open)..<text.index(before: text.endIndex)]
        }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return !local.isEmpty && !local.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" })
            && labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
            && !domain.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" })
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
