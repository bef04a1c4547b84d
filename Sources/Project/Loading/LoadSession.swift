import Cards
import Diagnostics
import Foundation
import SafeFiles
import WorkSharing

/// The state of one load: the root, the image checks done so far and what was reported.
struct LoadSession {
    let root: URL
    /// Where data files are read from (the project root, or the caller's folder for `draper cards`).
    let fileBase: URL
    var diagnostics: DiagnosticCollector
    /// `draper cards`: a row with an error is reported and left out, and the others are
    /// kept; a project build (and `cards --strict`) stops at any error.
    var keepsGoodRows = false
    /// How many records (rows, or objects) the quote file held, good or not.
    var recordsRead = 0
    var images: ImageResolver
    /// The folder data files must stay inside, links resolved; nil for a dataset named on the
    /// command line (`draper cards`), which may be anywhere the user points.
    let confinement: InputFile.Root?
    /// The design files read so far and the pictures they name, each once per real file.
    let designFiles = DesignFileCache()

    init(
        root: URL, images: ImageResolver? = nil, fileBase: URL? = nil,
        diagnosticsPerFile: Int = DiagnosticCollector.defaultPerFileLimit
    ) {
        diagnostics = DiagnosticCollector(perFileLimit: diagnosticsPerFile)
        self.root = root
        self.fileBase = fileBase ?? root
        self.images = images ?? ImageResolver(root: root)
        confinement = fileBase == nil ? InputFile.Root(path: root.path) : nil
    }

    mutating func load() -> Project? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            report(ProjectError(.notAProjectFolder, at: SourceLocation(file: root.path)))
            return nil
        }
        var config: SiteConfig?
        if let value = readJSON(ProjectLoader.siteFile, missing: .missingSiteConfig) {
            config = SiteConfigDecoder(file: ProjectLoader.siteFile).decode(value, into: &diagnostics)
        }
        // The record is read on another core while the quotes are: at 10,000 quotes each takes
        // a tenth of a rebuild, and neither needs the other until addresses are assigned.
        let publishedRead = startReadingPublishedRecord()
        let quotes = loadQuotes()
        var advent: AdventCalendar?
        if exists(ProjectLoader.adventFile), let value = readJSON(ProjectLoader.adventFile, missing: nil) {
            advent = AdventDecoder(file: ProjectLoader.adventFile).decode(value, images: &images, into: &diagnostics)
        }
        guard let config, var quotes else {
            // The columns are still judged, against the designs that can be known.
            let fields = config.map { loadDesigns(config: $0, quotes: [], advent: advent).fields } ?? []
            _ = resolveExtraFields([], designFields: fields)
            return nil
        }
        let designs = loadDesigns(config: config, quotes: quotes, advent: advent)
        quotes = resolveExtraFields(quotes, designFields: designs.fields)
        // Addresses, order and schedule as published, whatever the rows' order and edits.
        guard let record = finishReadingPublishedRecord(publishedRead) else { return nil }
        let assignment = AddressAssignment.apply(quotes, record: record)
        var project = Project(root: root, config: config, quotes: assignment.quotes, advent: advent)
        project.published = assignment.record
        project.quotesFile =
            exists(ProjectLoader.quotesCSVFile) ? ProjectLoader.quotesCSVFile : ProjectLoader.quotesJSONFile
        project.publishedChanges = PublishedChanges(
            moved: assignment.moved, gone: assignment.gone, returned: assignment.returned,
            recordChanged: assignment.changed)
        (project.designs, project.designFonts) = (designs.layouts, designs.fonts)
        project.pages = loadPages()
        project.catalog = loadCatalog(language: config.language)
        return project
    }

    /// What reading `data/published.json5` gave: the record, or nil after an error, and what
    /// was reported on the way.
    private typealias PublishedRead = (record: PublishedRecord?, diagnostics: DiagnosticCollector)

    /// Starts reading `data/published.json5` on a thread of its own; nil if the project has
    /// none yet.
    private func startReadingPublishedRecord() -> BackgroundResult<PublishedRead>? {
        let file = ProjectLoader.publishedFile
        guard exists(file) else { return nil }
        let (path, confinement, perFileLimit) = (url(of: file).path, confinement, diagnostics.perFileLimit)
        return BackgroundResult {
            Self.readPublishedRecord(file, at: path, inside: confinement, perFileLimit: perFileLimit)
        }
    }

    /// The published record read by `startReadingPublishedRecord`, its problems reported here
    /// (so in the order a reading in turn would give them); an empty record if the project has
    /// none yet, nil after an error.
    private mutating func finishReadingPublishedRecord(_ read: BackgroundResult<PublishedRead>?) -> PublishedRecord? {
        guard let read = read?.value else { return PublishedRecord() }
        diagnostics.append(contentsOf: read.diagnostics)
        return read.record
    }

    /// `data/published.json5` (`file`, at `path`), or nil after an error (a merge conflict left
    /// in it is named as one).
    private static func readPublishedRecord(
        _ file: String, at path: String, inside confinement: InputFile.Root?, perFileLimit: Int
    ) -> PublishedRead {
        var diagnostics = DiagnosticCollector(perFileLimit: perFileLimit)
        func failed(_ error: ProjectError) -> PublishedRead {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return (nil, diagnostics)
        }
        do {
            let text = try readText(file, at: path, inside: confinement)
            if let line = PublishedRecordDecoder.conflictLine(in: text.bytes) {
                return failed(ProjectError(.mergeConflict, at: SourceLocation(file: file, line: line, column: 1)))
            }
            let value = try JSON5Parser.parse(text, file: file)
            let record = PublishedRecordDecoder(file: file).decode(value, into: &diagnostics)
            return (record, diagnostics)
        } catch {
            return failed(error)
        }
    }

    /// `i18n/<language>.json5` (`de-AT`), else `i18n/<primary>.json5` (`de`), if the project has one.
    private mutating func loadCatalog(language: LanguageTag) -> MessageCatalog? {
        for name in Array(Set([language.description, language.primaryLanguage])).sorted(by: { $0.count > $1.count }) {
            let file = "\(ProjectLoader.catalogFolder)/\(name).json5"
            guard exists(file) else { continue }
            guard let value = readJSON(file, missing: nil) else { return nil }
            return CatalogDecoder(file: file).decode(value, into: &diagnostics)
        }
        return nil
    }

    /// The author's pages, `pages/*.md`, in navigation order: by `menu`, then by title.
    private mutating func loadPages() -> [AuthorPage] {
        let folder = root.appendingPathComponent(ProjectLoader.pagesFolder, isDirectory: true)
        switch FileKind(path: folder.path) {
        case .missing: return []
        case .directory: break
        default:
            report(
                ProjectError(.notAPage(ProjectLoader.pagesFolder), at: SourceLocation(file: ProjectLoader.pagesFolder)))
            return []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            report(
                ProjectError(
                    .cannotRead("\(error.localizedDescription)"), at: SourceLocation(file: ProjectLoader.pagesFolder)))
            return []
        }
        var pages: [AuthorPage] = []
        let visible = names.filter { !$0.hasPrefix(".") }
        if visible.count > ProjectDefaults.maximumPages {
            report(ProjectError(.tooManyPages(visible.count), at: SourceLocation(file: ProjectLoader.pagesFolder)))
            return []
        }
        for name in visible {
            let file = "\(ProjectLoader.pagesFolder)/\(name)"
            guard name.hasSuffix(".md") else {
                report(ProjectError(.notAPage(name), at: SourceLocation(file: file)))
                continue
            }
            let slug = String(name.dropLast(3))
            guard QuoteSlug.isValid(slug) else {
                report(ProjectError(.invalidPageName(slug), at: SourceLocation(file: file)))
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(
                    folder.appendingPathComponent(name).path, inside: confinement,
                    limit: ProjectDefaults.maximumPageBytes)
            } catch {
                report(ProjectError(.unsafeFile(error), at: SourceLocation(file: file)))
                continue
            }
            do {
                let text = try SourceText(bytes, file: file)
                let decoder = AuthorPageDecoder(file: file, slug: slug)
                if let page = decoder.decode(String(decoding: text.bytes, as: UTF8.self), into: &diagnostics) {
                    pages.append(page)
                }
            } catch {
                report(error)
            }
        }
        // Numbered pages first, in their order; the others after them, by title.
        return pages.sorted { first, second in
            switch (first.menuOrder, second.menuOrder) {
            case (let a?, let b?) where a != b: a < b
            case (_?, nil): true
            case (nil, _?): false
            default: (first.title, first.slug) < (second.title, second.slug)
            }
        }
    }

    /// The dataset's own columns of the last quote file read, waiting for the designs.
    private var extras: ExtraFields?

    /// The quotes with the extra columns the designs show, after reporting the columns no
    /// design shows and the fields no column gives; for `keepsGoodRows`, without the records
    /// that had such an error.
    /// A design shows a column the dataset does not have: no row can be drawn as designed.
    private(set) var designFieldsFailed = false

    mutating func resolveExtraFields(_ quotes: [Quote], designFields: [DesignFile.FieldUse]) -> [Quote] {
        guard let extras else { return quotes }
        let (named, failed, designFailed) = extras.resolve(quotes, designFields: designFields, into: &diagnostics)
        designFieldsFailed = designFieldsFailed || designFailed
        return keepsGoodRows && !failed.isEmpty ? named.filter { !failed.contains($0.index) } : named
    }

    /// Every design `cards.design` and the quotes name: a built-in one, or a design file in
    /// the project; a name that is neither is an error where it was written.
    private mutating func loadDesigns(config: SiteConfig, quotes: [Quote], advent: AdventCalendar?) -> (
        layouts: [String: CardLayout], fonts: [DesignFile.FontUse], fields: [DesignFile.FieldUse]
    ) {
        // The site's design (classic unless it names another) is drawn by every card without one.
        var named = [
            (name: config.cards.design ?? BuiltInDesigns.defaultName, location: config.location(of: "cards.design"))
        ]
        for quote in quotes {
            if let name = quote.design { named.append((name, quote.location(of: .design))) }
        }
        for entry in advent?.entries ?? [] {
            if let name = entry.design { named.append((name, entry.location(of: "design"))) }
        }
        var designs: [String: CardLayout] = [:]
        var fonts: [DesignFile.FontUse] = []
        var fields: [DesignFile.FieldUse] = []
        var tried: Set<String> = []
        for (name, location) in named where tried.insert(name).inserted {
            if let builtIn = ProjectLoader.builtInDesign(name, tunedBy: config) {
                designs[name] = builtIn.layout
                fonts += builtIn.fonts
                fields += builtIn.fields
            } else if name.contains("/") || name.hasSuffix(".json5") || name.hasSuffix(".json") {
                guard exists(name) else {
                    report(ProjectError(.missingDesignFile(name), at: location))
                    continue
                }
                // Another spelling of a file already read: its layout again, its fonts and
                // fields already noted, its mistakes already reported.
                if let known = designFiles.design(at: url(of: name).path) {
                    if let known { designs[name] = known.layout }
                    continue
                }
                let design = loadDesign(file: name)
                designFiles.store(design, at: url(of: name).path)
                if let design {
                    designs[name] = design.layout
                    fonts += design.fonts
                    fields += design.fields
                }
            } else {
                let known = BuiltInDesigns.names
                let suggestion = Suggestion.closest(to: name, among: known) ?? EditDistance.closest(to: name, in: known)
                report(
                    ProjectError(
                        .invalidChoice(
                            "design", value: name, allowed: known + ["a file such as designs/mine.json5"],
                            suggestion: suggestion),
                        at: location))
            }
        }
        return (designs, fonts, fields)
    }

    /// Only `site.json`: nil if it has errors.
    mutating func loadSiteConfig() -> SiteConfig? {
        guard let value = readJSON(ProjectLoader.siteFile, missing: .missingSiteConfig) else { return nil }
        let config = SiteConfigDecoder(file: ProjectLoader.siteFile).decode(value, into: &diagnostics)
        return diagnostics.hasErrors ? nil : config
    }

    /// A card design file (JSON5), named as the user wrote it.
    mutating func loadDesign(file: String) -> DesignFile? {
        guard let value = readJSON(file, missing: .cannotRead("no such file")) else { return nil }
        let url = url(of: file)
        let name = url.deletingPathExtension().lastPathComponent
        var decoder = DesignDecoder(file: file, folder: url.deletingLastPathComponent(), name: name)
        decoder.confinement = confinement
        decoder.pictures = designFiles.pictures
        return decoder.decode(value, into: &diagnostics)
    }

    /// A design written in `source` (a built-in one); nil if it has errors.
    mutating func decodeDesign(_ source: String, file: String, name: String) -> DesignFile? {
        do {
            let text = try SourceText(Array(source.utf8), file: file)
            let value = try JSON5Parser.parse(text, file: file)
            var decoder = DesignDecoder(file: file, folder: fileBase, name: name)
            decoder.pictures = designFiles.pictures
            return decoder.decode(value, into: &diagnostics)
        } catch {
            report(error)
            return nil
        }
    }

    // MARK: - Quotes

    private mutating func loadQuotes() -> [Quote]? {
        let hasJSON = exists(ProjectLoader.quotesJSONFile)
        let hasCSV = exists(ProjectLoader.quotesCSVFile)
        let decoded: [Quote]?
        switch (hasJSON, hasCSV) {
        case (true, true):
            report(ProjectError(.conflictingQuoteFiles, at: SourceLocation(file: ProjectLoader.quotesCSVFile)))
            return nil
        case (false, false):
            report(ProjectError(.missingQuotes, at: SourceLocation(file: "data")))
            return nil
        case (true, false):
            decoded = loadQuotesJSON(ProjectLoader.quotesJSONFile)
        case (false, true):
            decoded = loadQuotesCSV(ProjectLoader.quotesCSVFile)
        }
        guard let decoded else { return nil }
        return assignIDs(decoded)
    }

    /// The endings of files read as delimited text; anything else is JSON.
    static let delimitedExtensions = [".csv", ".tsv", ".txt"]

    /// Loads one quote file on its own (`draper cards`): delimited text when its name ends in
    /// `.csv`, `.tsv` or `.txt` (fields split at `delimiter`, or as its header suggests), JSON otherwise.
    ///
    /// - Parameter designFields: the dataset's own columns the design of the cards shows.
    mutating func loadQuotes(
        file: String, delimiter: CSVDelimiter? = nil, designFields: [DesignFile.FieldUse] = []
    ) -> [Quote]? {
        guard exists(file) else {
            report(ProjectError(.cannotRead("no such file"), at: SourceLocation(file: file)))
            return nil
        }
        let name = file.lowercased()
        let delimited = Self.delimitedExtensions.contains { name.hasSuffix($0) }
        let decoded = delimited ? loadQuotesCSV(file, delimiter: delimiter) : loadQuotesJSON(file)
        guard let quotes = decoded.flatMap({ assignIDs($0) }) else {
            _ = resolveExtraFields([], designFields: designFields)
            return nil
        }
        let resolved = resolveExtraFields(quotes, designFields: designFields)
        return designFieldsFailed ? nil : resolved
    }

    private mutating func loadQuotesJSON(_ file: String) -> [Quote]? {
        guard let value = readJSON(file, missing: nil) else { return nil }
        guard case .array(let elements) = value.kind else {
            report(ProjectError(.wrongRoot(expected: "an array of quotes"), at: value.position.location(in: file)))
            return nil
        }
        if elements.count > ProjectDefaults.maximumQuotes {
            let first = elements[ProjectDefaults.maximumQuotes]
            report(ProjectError(.tooManyQuotes(elements.count), at: first.position.location(in: file)))
            return nil
        }
        let decoder = QuoteDecoder(file: file, format: .json)
        extras = ExtraFields(file: file)
        return decodeAll(elements, with: decoder)
    }

    private mutating func loadQuotesCSV(_ file: String, delimiter: CSVDelimiter? = nil) -> [Quote]? {
        guard let text = readText(file) else { return nil }
        let (records, syntaxErrors, omittedErrors) = CSVParser.parse(
            text, file: file, delimiter: delimiter, errorLimit: diagnostics.perFileLimit)
        for error in syntaxErrors { report(error) }
        diagnostics.countOmittedErrors(omittedErrors, in: file)
        guard let header = records.first else {
            if syntaxErrors.isEmpty {
                report(ProjectError(.emptyCSV, at: SourceLocation(file: file, line: 1, column: 1)))
            }
            return nil
        }
        extras = ExtraFields(file: file)
        guard let columns = checkHeader(header, file: file) else { return nil }
        if records.count - 1 > ProjectDefaults.maximumQuotes {
            let first = records[ProjectDefaults.maximumQuotes + 1]
            report(ProjectError(.tooManyQuotes(records.count - 1), at: first.position.location(in: file)))
            return nil
        }
        // A row that cannot be read is nil: it still counts, and keeps the others' numbers.
        var rows: [JSONValue?] = []
        for record in records.dropFirst() {
            // Its error is reported already (`CSVParser`).
            guard !record.isBroken else {
                rows.append(nil)
                continue
            }
            guard record.fields.count == header.fields.count else {
                let reason = ProjectError.Reason.wrongFieldCount(
                    expected: header.fields.count, found: record.fields.count)
                report(ProjectError(reason, at: record.position.location(in: file)))
                rows.append(nil)
                continue
            }
            var object = JSONObject()
            for (column, field) in zip(columns, record.fields) {
                guard let column else { continue }
                _ = object.insert(
                    .init(
                        key: column, keyPosition: field.position,
                        value: JSONValue(kind: .string(field.text), position: field.position))
                )
            }
            rows.append(JSONValue(kind: .object(object), position: record.position))
        }
        return decodeAll(rows, with: QuoteDecoder(file: file, format: .csv))
    }

    /// The known column name for each header cell (nil for an unknown or repeated one), or nil if rows cannot be read.
    private mutating func checkHeader(_ header: CSVRecord, file: String) -> [String?]? {
        if header.fields.count == 1, header.fields[0].text.contains(";") {
            report(ProjectError(.semicolonSeparated, at: header.position.location(in: file)))
            return nil
        }
        var columns: [String?] = []
        var seen: Set<String> = []
        for field in header.fields {
            // "Text" and " speaker " are the columns a spreadsheet user means.
            let written = field.text.trimmingWhitespace()
            let name = QuoteDecoder.keys.first { $0.lowercased() == written.lowercased() } ?? written
            let location = field.position.location(in: file)
            if !seen.insert(name.lowercased()).inserted {
                report(ProjectError(.duplicateColumn(name), at: location))
                columns.append(nil)
            } else {
                // Another column is one a design may show: judged once the designs are read.
                if !QuoteDecoder.keys.contains(name) { extras?.noteColumn(name, at: location) }
                columns.append(name)
            }
        }
        var complete = true
        for required in [Quote.Field.text, .speaker] where !seen.contains(required.rawValue) {
            report(ProjectError(.missingColumn(required.rawValue), at: header.position.location(in: file)))
            complete = false
        }
        return complete ? columns : nil
    }

    /// The quotes of `values`, each decoded. Nil when any failed, unless good rows are kept.
    private mutating func decodeAll(_ values: [JSONValue], with decoder: QuoteDecoder) -> [Quote]? {
        decodeAll(count: values.count, with: decoder) { values[$0] }
    }

    /// The same, where nil stands for a record that could not be read, its error reported already.
    private mutating func decodeAll(_ values: [JSONValue?], with decoder: QuoteDecoder) -> [Quote]? {
        decodeAll(count: values.count, with: decoder) { values[$0] }
    }

    private mutating func decodeAll(
        count: Int, with decoder: QuoteDecoder, _ record: (Int) -> JSONValue?
    ) -> [Quote]? {
        recordsRead = count
        var quotes: [Quote] = []
        var complete = true
        // Taken out for the loop, so appending to it copies nothing.
        var extras = self.extras ?? ExtraFields(file: decoder.file)
        self.extras = nil
        defer { self.extras = extras }
        for index in 0..<count {
            if let value = record(index),
                let quote = decoder.decode(value, index: index, images: &images, extras: &extras, into: &diagnostics)
            {
                quotes.append(quote)
            } else {
                complete = false
            }
        }
        return complete || keepsGoodRows ? quotes : nil
    }

    /// Gives every quote without an `id` its slug, and reports repeated ids.
    private mutating func assignIDs(_ decoded: [Quote]) -> [Quote]? {
        var quotes = decoded
        let explicitIDs = Set(quotes.lazy.filter(\.hasExplicitID).map(\.id))
        var bases: [(index: Int, slug: String, textHasWords: Bool)] = []
        var baseCounts: [String: Int] = [:]
        for index in quotes.indices where !quotes[index].hasExplicitID {
            let base = QuoteSlug.base(speaker: quotes[index].speaker, text: quotes[index].text)
            bases.append((index, base.slug, base.textHasWords))
            baseCounts[base.slug, default: 0] += 1
        }
        for base in bases {
            let collides = baseCounts[base.slug, default: 0] > 1 || explicitIDs.contains(base.slug)
            var id = base.slug
            if collides || !base.textHasWords {
                id += "-" + QuoteSlug.hash(speaker: quotes[base.index].speaker, text: quotes[base.index].text)
            }
            quotes[base.index].id = id
        }
        var firstIndexOfID: [String: Int] = [:]
        firstIndexOfID.reserveCapacity(quotes.count)
        let errorsBefore = diagnostics.errorCount
        var repeated = IndexSet()
        for index in quotes.indices {
            guard let first = firstIndexOfID[quotes[index].id] else {
                firstIndexOfID[quotes[index].id] = index
                continue
            }
            repeated.insert(index)
            let (earlier, quote) = (quotes[first], quotes[index])
            if !quote.hasExplicitID, !earlier.hasExplicitID, earlier.speaker == quote.speaker,
                earlier.text == quote.text
            {
                report(
                    ProjectError(.duplicateQuote(firstIndex: earlier.index), at: quote.location, subject: quote.subject)
                )
            } else {
                report(
                    ProjectError(
                        .duplicateID(quote.id),
                        at: quote.location(of: .id),
                        subject: quote.subject,
                        firstDefinition: earlier.location(of: .id)
                    )
                )
            }
        }
        if keepsGoodRows { return quotes.indices.filter { !repeated.contains($0) }.map { quotes[$0] } }
        return diagnostics.errorCount == errorsBefore ? quotes : nil
    }

    // MARK: - Files

    /// A data file's URL: relative paths from `fileBase`, absolute ones as they are.
    private func url(of path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : fileBase.appendingPathComponent(path)
    }

    /// Whether something is at `relativePath` (a FIFO too: reading it is refused with a reason).
    private func exists(_ relativePath: String) -> Bool {
        FileKind(path: url(of: relativePath).path) != .missing
    }

    /// The text of `relativePath`, or nil after reporting why it could not be read.
    private mutating func readText(_ relativePath: String) -> SourceText? {
        do {
            return try Self.readText(relativePath, at: url(of: relativePath).path, inside: confinement)
        } catch {
            report(error)
            return nil
        }
    }

    /// The text of the data file `relativePath`, at `path`: it must be a regular file, inside
    /// `confinement` (links resolved) and within the size limit, all checked before a byte is read.
    private static func readText(
        _ relativePath: String, at path: String, inside confinement: InputFile.Root?
    ) throws(ProjectError) -> SourceText {
        let data: [UInt8]
        do {
            data = try InputFile.read(path, inside: confinement, limit: ProjectDefaults.maximumDataFileBytes)
        } catch {
            throw ProjectError(.unsafeFile(error), at: SourceLocation(file: relativePath))
        }
        return try SourceText(data, file: relativePath)
    }

    /// The parsed JSON5 of `relativePath`; a missing file is reported with `missing` if given.
    private mutating func readJSON(_ relativePath: String, missing: ProjectError.Reason?) -> JSONValue? {
        if let missing, !exists(relativePath) {
            report(ProjectError(missing, at: SourceLocation(file: relativePath)))
            return nil
        }
        guard let text = readText(relativePath) else { return nil }
        do {
            return try JSON5Parser.parse(text, file: relativePath)
        } catch {
            report(error)
            return nil
        }
    }

    private mutating func report(_ error: ProjectError) {
        for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
    }
}
