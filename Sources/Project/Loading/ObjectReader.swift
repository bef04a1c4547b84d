import Diagnostics
import SafeText

/// Reads the members of one JSON object with their types checked and every
/// problem reported at the position of the value (or key) involved.
///
/// Getters return nil both when a key is absent and when its value is wrong;
/// in the second case they have already reported why. `null` counts as absent,
/// so optional keys can be written out with no value.
struct ObjectReader {
    let object: JSONObject
    /// Where the object's `{` is.
    let position: TextPosition
    let file: String
    /// How messages name the record, such as `quotes[3] (id 'x')`.
    let subject: String?
    /// Prepended to keys in messages and key paths: `cards.` inside the `cards` object.
    let keyPrefix: String

    init(object: JSONObject, position: TextPosition, file: String, subject: String? = nil, keyPrefix: String = "") {
        self.object = object
        self.position = position
        self.file = file
        self.subject = subject
        self.keyPrefix = keyPrefix
    }

    /// A reader for `value` if it is an object; otherwise reports that it must be one.
    init?(
        _ value: JSONValue,
        file: String,
        subject: String? = nil,
        keyPrefix: String = "",
        wrongTypeReason: ProjectError.Reason? = nil,
        into diagnostics: inout DiagnosticCollector
    ) {
        guard case .object(let object) = value.kind else {
            let reason =
                wrongTypeReason
                ?? .wrongType(String(keyPrefix.dropLast()), expected: "an object", found: value.typeDescription)
            for diagnostic in ProjectError(reason, at: value.position.location(in: file), subject: subject).diagnostics
            {
                diagnostics.report(diagnostic)
            }
            return nil
        }
        self.init(object: object, position: value.position, file: file, subject: subject, keyPrefix: keyPrefix)
    }

    var location: SourceLocation { position.location(in: file) }

    func name(_ key: String) -> String { keyPrefix + key }

    func report(
        _ reason: ProjectError.Reason,
        at position: TextPosition,
        firstDefinition: TextPosition? = nil,
        into diagnostics: inout DiagnosticCollector
    ) {
        let error = ProjectError(
            reason,
            at: position.location(in: file),
            subject: subject,
            firstDefinition: firstDefinition?.location(in: file)
        )
        for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
    }

    /// Reports every key that is not in `allowed`, suggesting the closest allowed one.
    func reportUnknownKeys(allowed: [String], into diagnostics: inout DiagnosticCollector) {
        for member in object.members where !allowed.contains(member.key) {
            let suggestion = Suggestion.closest(to: member.key, among: allowed).map(name)
            report(.unknownKey(name(member.key), suggestion: suggestion), at: member.keyPosition, into: &diagnostics)
        }
    }

    /// The positions of every value present, by full key path.
    var keyLocations: [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        for member in object.members { result[name(member.key)] = member.value.position.location(in: file) }
        return result
    }

    // MARK: - Getters

    func value(_ key: String) -> JSONValue? {
        guard let value = object[key]?.value else { return nil }
        if case .null = value.kind { return nil }
        return value
    }

    func reportMissing(_ key: String, into diagnostics: inout DiagnosticCollector) {
        report(.missingKey(name(key)), at: position, into: &diagnostics)
    }

    func wrongType(_ key: String, _ value: JSONValue, expected: String, into diagnostics: inout DiagnosticCollector) {
        report(
            .wrongType(name(key), expected: expected, found: value.typeDescription),
            at: value.position,
            into: &diagnostics
        )
    }

    /// A string, trimmed of surrounding white space; an empty one is reported unless `allowEmpty`.
    func string(
        _ key: String,
        required: Bool = false,
        allowEmpty: Bool = false,
        into diagnostics: inout DiagnosticCollector
    ) -> Located<String>? {
        guard let value = value(key) else {
            if required { reportMissing(key, into: &diagnostics) }
            return nil
        }
        guard case .string(let raw) = value.kind else {
            wrongType(key, value, expected: "a string", into: &diagnostics)
            return nil
        }
        guard let text = checkedText(raw, key: key, at: value.position, into: &diagnostics)?.trimmingWhitespace() else {
            return nil
        }
        if !allowEmpty, let reason = emptiness(of: text, key: key) {
            report(reason, at: value.position, into: &diagnostics)
            return nil
        }
        return Located(value: text, position: value.position)
    }

    /// Why `text` (trimmed) shows nothing, or nil when it shows something: a value of
    /// zero-width characters or of marks with no letter to sit on passes every check for
    /// emptiness, then makes a card with no words on it.
    private func emptiness(of text: String, key: String) -> ProjectError.Reason? {
        guard let first = text.unicodeScalars.first else { return .emptyValue(name(key)) }
        // A printable ASCII character shows (most values start with one): no table lookups.
        if (0x21..<0x7F).contains(first.value) { return nil }
        return text.unicodeScalars.contains(where: Self.isVisible) ? nil : .invisibleValue(name(key), first.value)
    }

    /// Whether `scalar` draws something by itself: not white space, not one of the characters
    /// Unicode says to draw as nothing (zero-width space and joiners, format controls), not a
    /// combining mark.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return true
        }
    }

    /// `raw` with every line break made `\n`, or nil after reporting a control character.
    ///
    /// The parsers refuse raw control characters, but JSON escapes (`\u0000`, `\b`, `\u001b`)
    /// can still write them; they are invisible in an editor and have no business on a card,
    /// in a page, a feed or an email header. Tabs and line breaks are text.
    private func checkedText(
        _ raw: String, key: String, at position: TextPosition, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        guard raw.utf8.count <= ProjectDefaults.maximumValueBytes else {
            report(
                .valueTooLong(name(key), bytes: raw.utf8.count, limit: ProjectDefaults.maximumValueBytes),
                at: position, into: &diagnostics)
            return nil
        }
        // Tabs, line feeds and printable ASCII (most values, in every build) need no change and
        // hold nothing to report: one pass over the bytes instead of two over the scalars.
        if Self.isPlainASCII(raw) { return raw }
        var hasCarriageReturn = false
        for scalar in raw.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            switch scalar {
            case "\t", "\n": continue
            case "\r": hasCarriageReturn = true
            default:
                report(.controlCharacterInValue(name(key), scalar.value), at: position, into: &diagnostics)
                return nil
            }
        }
        // Bidi controls the value opens end with it (SafeText.BidiControls explains why).
        guard hasCarriageReturn else { return BidiControls.closed(raw) }
        var text = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in raw.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if scalar == "\n", previousWasCarriageReturn { continue }
            text.append(scalar == "\r" ? "\n" : scalar)
        }
        return BidiControls.closed(String(text))
    }

    /// Whether `text` is printable ASCII, tabs and line feeds only.
    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A || $0 == 0x09 }
        } ?? false
    }

    func bool(_ key: String, into diagnostics: inout DiagnosticCollector) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value.kind else {
            wrongType(key, value, expected: "true or false", into: &diagnostics)
            return nil
        }
        return flag
    }

    func number(_ key: String, in range: ClosedRange<Double>, into diagnostics: inout DiagnosticCollector) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value.kind else {
            wrongType(key, value, expected: "a number", into: &diagnostics)
            return nil
        }
        guard range.contains(number) else {
            let bounds = "from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))"
            report(
                .outOfRange(name(key), value: value.shortDescription, range: bounds), at: value.position,
                into: &diagnostics)
            return nil
        }
        return number
    }

    func integer(
        _ key: String,
        in range: ClosedRange<Int>,
        required: Bool = false,
        into diagnostics: inout DiagnosticCollector
    ) -> Located<Int>? {
        guard let value = value(key) else {
            if required { reportMissing(key, into: &diagnostics) }
            return nil
        }
        guard case .number(let number) = value.kind else {
            wrongType(key, value, expected: "a whole number", into: &diagnostics)
            return nil
        }
        guard number.isFinite, number == number.rounded() else {
            report(
                .wrongType(name(key), expected: "a whole number", found: value.shortDescription),
                at: value.position,
                into: &diagnostics
            )
            return nil
        }
        // 1e20 is a whole number too, just not one in range (and not one an Int holds).
        guard abs(number) < 1e15, range.contains(Int(number)) else {
            // A key with no bounds of its own (an advent day, checked against its calendar
            // later) is not told Int's.
            let bounds =
                range == Int.min...Int.max
                ? "a whole number of at most 15 digits" : "from \(range.lowerBound) to \(range.upperBound)"
            report(
                .outOfRange(name(key), value: value.shortDescription, range: bounds), at: value.position,
                into: &diagnostics)
            return nil
        }
        return Located(value: Int(number), position: value.position)
    }

    /// One of the raw values of `Choice`, matched exactly; a near miss is suggested.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String,
        allowed: [Choice] = Array(Choice.allCases),
        into diagnostics: inout DiagnosticCollector
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(key, into: &diagnostics) else { return nil }
        return Self.choice(text, key: name(key), allowed: allowed) { reason in
            report(reason, at: text.position, into: &diagnostics)
        }
    }

    static func choice<Choice: RawRepresentable>(
        _ text: Located<String>,
        key: String,
        allowed: [Choice],
        report: (ProjectError.Reason) -> Void
    ) -> Choice? where Choice.RawValue == String {
        if let choice = allowed.first(where: { $0.rawValue == text.value }) { return choice }
        let names = allowed.map(\.rawValue)
        report(
            .invalidChoice(
                key,
                value: text.value,
                allowed: names,
                suggestion: Suggestion.closest(to: text.value, among: names)
            )
        )
        return nil
    }

    /// The non-empty strings (each trimmed) of an array; other elements are reported and left out,
    /// so the caller can go on checking the rest.
    func stringArray(_ key: String, into diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value.kind else {
            wrongType(key, value, expected: "an array of strings", into: &diagnostics)
            return nil
        }
        var result: [Located<String>] = []
        for element in elements {
            guard case .string(let raw) = element.kind else {
                wrongType(key, element, expected: "an array of strings", into: &diagnostics)
                continue
            }
            guard let text = checkedText(raw, key: key, at: element.position, into: &diagnostics)?.trimmingWhitespace()
            else { continue }
            if let reason = emptiness(of: text, key: key) {
                report(reason, at: element.position, into: &diagnostics)
                continue
            }
            result.append(Located(value: text, position: element.position))
        }
        return result
    }

    /// A reader for the nested object at `key`.
    func object(_ key: String, into diagnostics: inout DiagnosticCollector) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return ObjectReader(value, file: file, subject: subject, keyPrefix: name(key) + ".", into: &diagnostics)
    }
}
