import Diagnostics
import Foundation

/// Reads `data/published.json5`, the record builds keep of what the site published
/// (`PublishedRecord`). Draper writes it, but people merge it: a merge conflict left in it is
/// named as one, and every other mistake is reported at its line and column.
struct PublishedRecordDecoder {
    let file: String

    static let keys = [
        "version", "start", "idBase", "quotes", "advent", "lists", "listPages", "cardFiles", "pages", "channels",
    ]
    static let listPagesKeys = ["path", "pages"]
    static let cardFilesKeys = ["path", "format", "width", "height", "until"]
    static let channelKeys = ["path", "name", "until"]
    static let pageKeys = ["path", "title", "until", "movedTo"]
    static let adventKeys = ["title", "doors", "until"]
    static let entryKeys = ["address", "order", "since", "until", "movedTo", "text", "speaker", "sketch", "photo"]
    static let listKeys = ["path", "name", "first", "until", "movedTo"]
    /// The folders a tag's or a speaker's list is published under.
    static let listFolders = ["tags", "speakers"]
    static let version = 1

    /// The conflict markers git leaves in a file it could not merge.
    static func conflictLine(in text: String) -> Int? {
        conflictLine(in: Array(text.utf8))
    }

    /// Scans the bytes: splitting the text into lines was 1 % of a 10,000-quote rebuild.
    static func conflictLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var start = 0
        while start < bytes.count {
            // A marker is seven of one of these characters at the start of a line.
            let first = bytes[start]
            if first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "="),
                start + 7 <= bytes.count, bytes[start..<start + 7].allSatisfy({ $0 == first })
            {
                return line
            }
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = end + 1
            line += 1
        }
        return nil
    }

    func decode(_ value: JSONValue, into diagnostics: inout DiagnosticCollector) -> PublishedRecord? {
        guard
            let reader = ObjectReader(
                value, file: file,
                wrongTypeReason: .wrongRoot(expected: "an object: Draper's record of what the site published"),
                into: &diagnostics)
        else { return nil }
        reader.reportUnknownKeys(allowed: Self.keys, into: &diagnostics)
        let errorsBefore = diagnostics.errorCount
        _ = reader.integer("version", in: Self.version...Self.version, required: true, into: &diagnostics)
        let start = reader.date("start", into: &diagnostics)
        // As the site's `baseURL` is read: an absolute http(s) URL, ending in `/`.
        let idBase = reader.httpURL("idBase", into: &diagnostics).map { located in
            let text = located.value.absoluteString
            return text.hasSuffix("/") ? text : text + "/"
        }
        var entries: [PublishedRecord.Entry] = []
        var seen: [String: TextPosition] = [:]
        if let list = reader.value("quotes") {
            guard case .array(let elements) = list.kind else {
                reader.report(
                    .wrongType("quotes", expected: "an array", found: list.typeDescription), at: list.position,
                    into: &diagnostics)
                return nil
            }
            for (index, element) in elements.enumerated() {
                guard
                    let entryReader = ObjectReader(
                        element, file: file, subject: "quotes[\(index)]", into: &diagnostics)
                else { continue }
                guard let entry = decodeEntry(entryReader, into: &diagnostics) else { continue }
                if let first = seen[entry.address] {
                    entryReader.report(
                        .duplicateValue("address", value: entry.address), at: entryReader.position,
                        firstDefinition: first, into: &diagnostics)
                    continue
                }
                seen[entry.address] = entryReader.position
                entries.append(entry)
            }
        }
        let lists = decodeLists(reader, into: &diagnostics)
        var advent: PublishedRecord.Advent?
        if let adventReader = reader.object("advent", into: &diagnostics) {
            adventReader.reportUnknownKeys(allowed: Self.adventKeys, into: &diagnostics)
            let title = adventReader.string("title", required: true, into: &diagnostics)
            let doors = adventReader.integer(
                "doors", in: ProjectDefaults.adventDaysRange, required: true, into: &diagnostics)
            let until = adventReader.date("until", into: &diagnostics)
            if let title, let doors {
                advent = PublishedRecord.Advent(title: title.value, doors: doors.value, until: until?.value)
            }
        }
        let pages = decodePages(reader, into: &diagnostics)
        let channels = decodeByPath("channels", in: reader, allowed: Self.channelKeys, into: &diagnostics) {
            channel, diagnostics -> (path: String, element: PublishedRecord.Channel)? in
            let path = channel.string("path", required: true, into: &diagnostics)
            let name = channel.string("name", required: true, into: &diagnostics)
            let until = channel.date("until", into: &diagnostics)
            if let path, !PublishedRecord.channelPaths.contains(path.value) {
                channel.report(
                    .outOfRange(
                        "path", value: path.value,
                        range: PublishedRecord.channelPaths.joined(separator: " or ") + ", as Draper writes it"),
                    at: path.position, into: &diagnostics)
            }
            guard let path, let name else { return nil }
            return (path.value, PublishedRecord.Channel(path: path.value, name: name.value, until: until?.value))
        }
        let listPages = decodeByPath("listPages", in: reader, allowed: Self.listPagesKeys, into: &diagnostics) {
            list, diagnostics -> (path: String, element: PublishedRecord.ListPages)? in
            let path = list.string("path", required: true, into: &diagnostics)
            let pages = list.integer("pages", in: 2...Int(Int32.max), required: true, into: &diagnostics)
            if let path, !PublishedRecord.isPaginatedListPath(path.value) {
                list.report(
                    .outOfRange(
                        "path", value: path.value,
                        range: PublishedRecord.siteListPaths.joined(separator: ", ")
                            + ", tags/<folder> or speakers/<folder>, as Draper writes it"),
                    at: path.position, into: &diagnostics)
            }
            guard let path, let pages else { return nil }
            return (path.value, PublishedRecord.ListPages(path: path.value, pages: pages.value))
        }
        let cardFiles = decodeByPath("cardFiles", in: reader, allowed: Self.cardFilesKeys, into: &diagnostics) {
            files, diagnostics -> (path: String, element: PublishedRecord.CardFiles)? in
            let path = files.string("path", required: true, into: &diagnostics)
            let format = files.string("format", required: true, into: &diagnostics)
            let width = files.integer("width", in: CardSize.sideRange, required: true, into: &diagnostics)
            let height = files.integer("height", in: CardSize.sideRange, required: true, into: &diagnostics)
            let until = files.date("until", into: &diagnostics)
            guard let path, let format, let width, let height else { return nil }
            guard let imageFormat = ImageFormat(rawValue: format.value), !imageFormat.isForDisplay else {
                files.report(
                    .outOfRange("format", value: format.value, range: "jpg, png or png8"), at: format.position,
                    into: &diagnostics)
                return nil
            }
            let element = PublishedRecord.CardFiles(
                path: path.value, format: imageFormat, width: width.value, height: height.value, until: until?.value)
            guard element.kind != nil else {
                files.report(
                    .outOfRange(
                        "path", value: path.value,
                        range:
                            "cards/<address>/<size>.\(imageFormat.fileExtension) or email/cards/<address>.\(imageFormat.fileExtension), as Draper writes it"
                    ), at: path.position, into: &diagnostics)
                return nil
            }
            return (path.value, element)
        }
        guard diagnostics.errorCount == errorsBefore else { return nil }
        var record = PublishedRecord(
            start: start?.value, entries: entries, lists: lists, advent: advent, pages: pages, channels: channels,
            listPages: listPages, cardFiles: cardFiles, existed: true)
        record.idBase = idBase
        return record
    }

    /// The objects of the array at `key`, each read by `decode` (nil where it reported an
    /// error) and known by its `path`: one named twice is an error, with a note at the first.
    private func decodeByPath<Element>(
        _ key: String, in reader: ObjectReader, allowed keys: [String], into diagnostics: inout DiagnosticCollector,
        _ decode: (ObjectReader, inout DiagnosticCollector) -> (path: String, element: Element)?
    ) -> [Element] {
        guard let value = reader.value(key) else { return [] }
        guard case .array(let items) = value.kind else {
            reader.report(
                .wrongType(key, expected: "an array", found: value.typeDescription), at: value.position,
                into: &diagnostics)
            return []
        }
        var elements: [Element] = []
        var seen: [String: TextPosition] = [:]
        for (index, item) in items.enumerated() {
            guard let itemReader = ObjectReader(item, file: file, subject: "\(key)[\(index)]", into: &diagnostics)
            else { continue }
            itemReader.reportUnknownKeys(allowed: keys, into: &diagnostics)
            let errorsBefore = diagnostics.errorCount
            guard let (path, element) = decode(itemReader, &diagnostics), diagnostics.errorCount == errorsBefore
            else { continue }
            if let first = seen[path] {
                itemReader.report(
                    .duplicateValue("path", value: path), at: itemReader.position, firstDefinition: first,
                    into: &diagnostics)
                continue
            }
            seen[path] = itemReader.position
            elements.append(element)
        }
        return elements
    }

    private func decodePages(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector)
        -> [PublishedRecord.Page]
    {
        decodeByPath("pages", in: reader, allowed: Self.pageKeys, into: &diagnostics) { page, diagnostics in
            let path = page.string("path", required: true, into: &diagnostics)
            let title = page.string("title", required: true, into: &diagnostics)
            let until = page.date("until", into: &diagnostics)
            let movedTo = page.string("movedTo", into: &diagnostics)
            for slug in [path, movedTo].compactMap({ $0 }) where !QuoteSlug.isValid(slug.value) {
                page.report(.invalidPageName(slug.value), at: slug.position, into: &diagnostics)
            }
            guard let path, let title else { return nil }
            return (
                path.value,
                PublishedRecord.Page(path: path.value, title: title.value, until: until?.value, movedTo: movedTo?.value)
            )
        }
    }

    private func decodeLists(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector)
        -> [PublishedRecord.List]
    {
        decodeByPath("lists", in: reader, allowed: Self.listKeys, into: &diagnostics) { list, diagnostics in
            let path = list.string("path", required: true, into: &diagnostics)
            let name = list.string("name", required: true, into: &diagnostics)
            let first = list.string("first", into: &diagnostics)
            if let first, !QuoteSlug.isValid(first.value) {
                list.report(.invalidID(first.value), at: first.position, into: &diagnostics)
            }
            let until = list.date("until", into: &diagnostics)
            let movedTo = list.string("movedTo", into: &diagnostics)
            for (key, value) in [("path", path), ("movedTo", movedTo)] {
                guard let value, !Self.isListPath(value.value) else { continue }
                list.report(
                    .outOfRange(
                        key, value: value.value, range: "tags/<folder> or speakers/<folder>, as Draper writes it"),
                    at: value.position, into: &diagnostics)
            }
            guard let path, let name else { return nil }
            return (
                path.value,
                PublishedRecord.List(
                    path: path.value, name: name.value, first: first?.value, until: until?.value,
                    movedTo: movedTo?.value)
            )
        }
    }

    /// `tags/<folder>` or `speakers/<folder>`, the folder a URL-safe slug.
    static func isListPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && listFolders.contains(String(parts[0])) && QuoteSlug.isValid(String(parts[1]))
    }

    private func decodeEntry(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector)
        -> PublishedRecord.Entry?
    {
        reader.reportUnknownKeys(allowed: Self.entryKeys, into: &diagnostics)
        let errorsBefore = diagnostics.errorCount
        let address = reader.string("address", required: true, into: &diagnostics)
        if let address, !QuoteSlug.isValid(address.value) {
            reader.report(.invalidID(address.value), at: address.position, into: &diagnostics)
        }
        let order = reader.integer("order", in: 0...Int(Int32.max), required: true, into: &diagnostics)
        let since = reader.date("since", into: &diagnostics)
        let until = reader.date("until", into: &diagnostics)
        let movedTo = reader.string("movedTo", into: &diagnostics)
        if let movedTo, !QuoteSlug.isValid(movedTo.value) {
            reader.report(.invalidID(movedTo.value), at: movedTo.position, into: &diagnostics)
        }
        let text = reader.string("text", into: &diagnostics)
        let speaker = reader.string("speaker", into: &diagnostics)
        let sketch = reader.string("sketch", into: &diagnostics)
        for (value, key, digits) in [(text, "text", 16), (speaker, "speaker", 8), (sketch, "sketch", 32)] {
            if let value, !QuoteFingerprint.isHash(value.value, digits: digits) {
                reader.report(
                    .outOfRange(key, value: value.value, range: "\(digits) hexadecimal digits, as Draper writes it"),
                    at: value.position, into: &diagnostics)
            }
        }
        let photo = reader.string("photo", into: &diagnostics)
        guard diagnostics.errorCount == errorsBefore, let address, let order else { return nil }
        var fingerprint: QuoteFingerprint?
        if let text, let speaker, let sketch {
            fingerprint = QuoteFingerprint(text: text.value, speaker: speaker.value, sketch: sketch.value)
        }
        return PublishedRecord.Entry(
            address: address.value, order: order.value, since: since?.value, until: until?.value,
            movedTo: movedTo?.value, fingerprint: fingerprint, photo: photo?.value)
    }
}
