import Diagnostics

/// Turns one quote record, from JSON or from a CSV row, into a `Quote`.
///
/// CSV rows arrive as objects whose values are all strings (one per known
/// column, empty cells included), so both formats share one set of rules. The
/// formats differ only where a spreadsheet cannot hold structure: in CSV `tags`
/// are separated by `|` and `focus` is written `0.5,0.3`.
struct QuoteDecoder {
    enum Format {
        case json, csv
    }

    /// The separator of tags in a CSV cell. Not `;`, which some spreadsheet
    /// locales use between fields, and not `,`, which separates fields.
    static let csvTagSeparator: Character = "|"

    static let keys = Quote.Field.allCases.map(\.rawValue)

    let file: String
    let format: Format

    /// The quote with an empty `id` if none was written (the loader derives it), or nil if the record is unusable.
    ///
    /// Keys that are not a quote's own go to `extras`: whether they are an error depends on the
    /// designs, which the loader reads after the quotes (`ExtraFields`).
    func decode(
        _ value: JSONValue,
        index: Int,
        images: inout ImageResolver,
        extras: inout ExtraFields,
        into diagnostics: inout DiagnosticCollector
    ) -> Quote? {
        guard case .object(let object) = value.kind else {
            let error = ProjectError(
                .wrongType("quotes[\(index)]", expected: "an object", found: value.typeDescription),
                at: value.position.location(in: file)
            )
            diagnostics.report(error.diagnostics[0])
            return nil
        }
        var explicitID: String?
        if case .string(let id)? = object[Quote.Field.id.rawValue]?.value.kind, !id.isEmpty { explicitID = id }
        let reader = ObjectReader(
            object: object,
            position: value.position,
            file: file,
            subject: Quote.subject(index: index, id: explicitID)
        )
        // The dataset's own columns, kept for designs and templates; text is checked like every
        // text value (length, control characters); a number or a boolean is kept as written.
        var extraValues: [String: String] = [:]
        for member in object.members where Quote.Field(rawValue: member.key) == nil {
            let isText: Bool
            switch member.value.kind {
            case .string:
                isText = true
                if let text = reader.string(member.key, allowEmpty: true, into: &diagnostics) {
                    extraValues[member.key] = text.value
                }
            case .number(let number):
                isText = false
                extraValues[member.key] =
                    number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            case .bool(let flag):
                isText = false
                extraValues[member.key] = String(flag)
            default:
                isText = false
            }
            if format == .json {
                extras.noteKey(
                    member.key, at: member.keyPosition.location(in: file), record: index,
                    subject: reader.subject ?? "", isText: isText)
            }
        }

        let errorsBefore = diagnostics.errorCount
        let text = reader.string(Quote.Field.text.rawValue, required: true, into: &diagnostics)
        let speaker = reader.string(Quote.Field.speaker.rawValue, required: true, into: &diagnostics)
        let id = optionalString(.id, reader, &diagnostics)
        if let id, !QuoteSlug.isValid(id.value) {
            reader.report(.invalidID(id.value), at: id.position, into: &diagnostics)
        }
        var image: String?
        if let path = optionalString(.image, reader, &diagnostics) {
            switch images.resolve(path.value, at: path.position.location(in: file)) {
            case .valid(let clean): image = clean
            case .invalid(let reason): reader.report(reason, at: path.position, into: &diagnostics)
            }
        }
        let focus = decodeFocus(reader, &diagnostics)
        var language: LanguageTag?
        if let lang = optionalString(.lang, reader, &diagnostics) {
            language = LanguageTag(lang.value)
            if language == nil {
                reader.report(.invalidLanguageTag("lang", value: lang.value), at: lang.position, into: &diagnostics)
            }
        }
        let tags = decodeTags(reader, &diagnostics)
        let source = optionalString(.source, reader, &diagnostics)?.value
        let credit = optionalString(.credit, reader, &diagnostics)?.value
        let alt = optionalString(.alt, reader, &diagnostics)?.value
        let design = optionalString(.design, reader, &diagnostics)?.value

        guard let text, let speaker, diagnostics.errorCount == errorsBefore else { return nil }
        var fieldLocations: [Quote.Field: SourceLocation] = [:]
        fieldLocations.reserveCapacity(object.members.count)
        for member in object.members {
            if let field = Quote.Field(rawValue: member.key) {
                fieldLocations[field] = member.value.position.location(in: file)
            }
        }
        var quote = Quote(
            id: id?.value ?? "",
            hasExplicitID: id != nil,
            text: text.value,
            speaker: speaker.value,
            image: image,
            focus: focus,
            source: source,
            credit: credit,
            alt: alt,
            language: language,
            tags: tags,
            index: index,
            location: reader.location,
            fieldLocations: fieldLocations
        )
        quote.design = design
        quote.extraFields = extraValues
        return quote
    }

    /// Optional text fields: an empty value (an empty CSV cell) means "not given".
    private func optionalString(
        _ field: Quote.Field,
        _ reader: ObjectReader,
        _ diagnostics: inout DiagnosticCollector
    ) -> Located<String>? {
        guard let text = reader.string(field.rawValue, allowEmpty: true, into: &diagnostics), !text.value.isEmpty
        else { return nil }
        return text
    }

    // MARK: - Focus

    private func decodeFocus(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> FocalPoint? {
        let key = Quote.Field.focus.rawValue
        guard let value = reader.value(key) else { return nil }
        var coordinates: [Double]?
        switch value.kind {
        case .string(let text):
            if text.trimmingWhitespace().isEmpty { return nil }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Double($0.trimmingWhitespace()) }
            if parts.count == 2, numbers.count == 2 { coordinates = numbers }
        case .array(let elements):
            let numbers = elements.compactMap { element -> Double? in
                if case .number(let number) = element.kind { return number }
                return nil
            }
            if elements.count == 2, numbers.count == 2 { coordinates = numbers }
        case .object(let object):
            let keys = Set(object.members.map(\.key))
            if keys == ["x", "y"], case .number(let x)? = object["x"]?.value.kind,
                case .number(let y)? = object["y"]?.value.kind
            {
                coordinates = [x, y]
            }
        default:
            break
        }
        if let coordinates, let point = FocalPoint(x: coordinates[0], y: coordinates[1]) { return point }
        reader.report(.invalidFocalPoint(value.shortDescription), at: value.position, into: &diagnostics)
        return nil
    }

    // MARK: - Tags

    private func decodeTags(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> [String] {
        let key = Quote.Field.tags.rawValue
        var tags: [Located<String>]
        switch format {
        case .json:
            tags = reader.stringArray(key, into: &diagnostics) ?? []
        case .csv:
            guard let cell = reader.string(key, allowEmpty: true, into: &diagnostics) else { return [] }
            tags = cell.value.split(separator: Self.csvTagSeparator)
                .map { $0.trimmingWhitespace() }
                .filter { !$0.isEmpty }
                .map { Located(value: $0, position: cell.position) }
        }
        var seen: Set<String> = []
        var result: [String] = []
        for tag in tags {
            if seen.insert(tag.value).inserted {
                result.append(tag.value)
            } else {
                reader.report(.duplicateValue(key, value: tag.value), at: tag.position, into: &diagnostics)
            }
        }
        return result
    }
}
