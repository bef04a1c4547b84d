import Cards
import Diagnostics
import Foundation
import Project
import SafeText
import Site
import SiteOutput
import Typesetting

/// `draper cards`: every quote of a dataset as cards in a folder, no site.
enum CardsCommand {
    static let command = Command(
        name: "cards",
        abstract: "Render the cards of a quote dataset (JSON or CSV) into a folder, without a site.",
        discussion: """
            Files are named <id>-<size>.<ext> (a palette PNG beside a PNG: <id>-<size>-png8.png); cards.json \
            lists them. Image paths in the dataset are relative to --images, else to the Draper project the dataset \
            is in (the nearest folder above it with a site.json), else to the dataset's folder: a value is looked \
            for relative to the dataset's folder, then that folder, then its images/ folder, so sea.jpg and \
            images/sea.jpg both work. Cards whose inputs did not change are not rendered again. A later run of the \
            same dataset removes only the cards it made for rows that are gone; nothing else in the folder is \
            touched, so batches of several datasets can share one (the second one's list is <dataset>.cards.json). \
            Rows without a lang are in the language of the project the dataset is in (site.json's language), else \
            English. Missing folders are created.
            """,
        arguments: [.dataset],
        options: OptionGroup(
            .images, .out.described("Where to write the cards.", valueName: "dir", default: "cards"), .sizes,
            .formats, .delimiter, .font, .design, .overlay, .jobs,
            .shard.described("Render only the k-th of n shares of the cards."), .force,
            .strict.described(
                "Render nothing if any row has an error (by default bad rows are reported and skipped, exit 1)."),
            .noWait, .quiet),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let dataset = arguments[.dataset] else {
            throw arguments.usageError("missing expected argument '<dataset>'")
        }
        let datasetURL = context.url(for: dataset)
        let imagesFolder = arguments[.images].map(context.url(for:))
        // A folder that is not there would leave every row's photo "missing", row by row.
        var isFolder: ObjCBool = false
        if let imagesFolder, let given = arguments[.images],
            !FileManager.default.fileExists(atPath: imagesFolder.path, isDirectory: &isFolder) || !isFolder.boolValue
        {
            throw arguments.usageError("--images must be a folder, and '\(TerminalText.escaped(given))' is not one")
        }
        let imagesRoot = imagesFolder ?? ProjectLoader.cardsRoot(for: datasetURL)
        var settings = CardSettings()
        settings.sizes = try arguments[.sizes].map { text throws(UsageError) in
            guard let size = CardSize(text) else {
                throw arguments.usageError("--size must be og, square, portrait, story or WxH, not '\(text)'")
            }
            return size
        }
        if settings.sizes.isEmpty { settings.sizes = [.og] }
        settings.formats = try arguments[.formats].map { text throws(UsageError) in
            guard let format = ImageFormat(rawValue: text == "jpeg" ? "jpg" : text) else {
                throw arguments.usageError("--format must be png, png8, jpg, webp or avif, not '\(text)'")
            }
            return format
        }
        if settings.formats.isEmpty { settings.formats = [.png] }
        let delimiter = try arguments[.delimiter].map { text throws(UsageError) in
            guard let delimiter = CSVDelimiter(argument: text) else {
                throw arguments.usageError("--delimiter must be comma, semicolon or tab, not '\(text)'")
            }
            return delimiter
        }
        if let font = arguments[.font] { settings.font = font }
        if let overlay = try arguments[.overlay] { settings.overlay = overlay }

        // The design first: the dataset columns it shows are ones the dataset may have.
        let designName = arguments[.design] ?? BuiltInDesigns.defaultName
        let fonts = FontLibrary(
            fontsDirectory: context.currentDirectory.appendingPathComponent("fonts"),
            baseDirectory: context.currentDirectory)
        guard
            let (layout, designFields) = try CardCommand.design(
                designName, tunedBy: settings, fonts: fonts, context: context, arguments: arguments)
        else { return 1 }
        let (quotes, diagnostics, records) = ProjectLoader.loadQuotes(
            file: dataset, base: context.currentDirectory, imagesRoot: imagesRoot,
            valuesRelativeTo: imagesFolder == nil ? datasetURL.deletingLastPathComponent() : nil, delimiter: delimiter,
            keepingGoodRows: !arguments[.strict], designFields: designFields)
        for diagnostic in diagnostics.diagnostics { context.console.printError(diagnostic.description) }
        guard let quotes else { return 1 }
        // Bad rows were reported and left out; the rest are made, and the exit status says
        // exactly whether every row has its cards.
        let rowsWithoutCards = max(0, records - quotes.count)
        // Every card is drawn with the design the batch names (a row's own `design` is for sites).
        settings.design = designName
        var config = SiteConfig(title: "cards", cards: settings)
        // A dataset of a project is in the project's language, as its quotes are on the site:
        // a row without `lang` gets the site's quotation marks and hyphenation.
        if let language = projectLanguage(of: datasetURL, context: context) { config.language = language }
        var project = Project(root: imagesRoot, config: config, quotes: quotes)
        project.designs[designName] = layout
        let reporter = ProgressReporter(console: context.console, quiet: arguments[.quiet])
        // `draper cards` declares no --now: its clock is SOURCE_DATE_EPOCH, else the current time.
        let now = try BuildClock.resolve(nil, environment: context.environment, arguments: arguments)
        let options = try BuildCommand.options(from: arguments, now: now, context: context, progress: reporter)
        Interruption.install()
        var builder = SiteBuilder(project: project, options: options)
        builder.stopRequested = { Interruption.isRequested }
        let outputRoot = context.url(for: arguments[.out] ?? "cards")
        // A dataset inside a Draper project: none of the project's sources is a place for cards.
        let isProject = FileManager.default.fileExists(
            atPath: imagesRoot.appendingPathComponent(ProjectLoader.siteFile).path)
        try BuildCommand.checkOutput(
            outputRoot, projectRoot: imagesRoot,
            protecting: [datasetURL] + (isProject ? OutputLocation.projectSources(of: imagesRoot) : []),
            arguments: arguments)
        do {
            let report = try builder.renderCards(into: outputRoot, dataset: datasetURL)
            for warning in report.warnings { context.console.printError(warning.description) }
            for note in report.notes { context.console.printError(note.description) }
            if !arguments[.quiet] {
                context.console.printError(BuildCommand.summary(report, shard: options.shard, pages: false))
            }
            if rowsWithoutCards > 0 {
                let missing = Set(0..<records).subtracting(quotes.map(\.index)).sorted().map { String($0 + 1) }
                let shown = missing.prefix(20).joined(separator: ", ") + (missing.count > 20 ? ", …" : "")
                context.console.printError(
                    "\(TerminalText.escaped(dataset)): \(rowsWithoutCards) of \(records) record\(records == 1 ? "" : "s") \(rowsWithoutCards == 1 ? "has" : "have") no cards (record\(rowsWithoutCards == 1 ? "" : "s") \(shown), for the errors above); every other one has its cards"
                )
            }
            // Every error the dataset had is a row without its cards, or worse: exit 1 for any.
            return rowsWithoutCards > 0 || diagnostics.hasErrors ? 1 : 0
        } catch {
            reporter.close()
            for diagnostic in error.diagnostics { context.console.printError(diagnostic.description) }
            return Interruption.isRequested ? Interruption.stoppedCleanly() : 1
        }
    }

    /// The `language` of the project the dataset is in (the nearest folder above it with a
    /// `site.json`); nil outside a project, and with a warning when its `site.json` has errors.
    private static func projectLanguage(of dataset: URL, context: CommandContext) -> LanguageTag? {
        let root = ProjectLoader.cardsRoot(for: dataset)
        let settings = root.appendingPathComponent(ProjectLoader.siteFile)
        guard FileManager.default.fileExists(atPath: settings.path) else { return nil }
        guard let config = ProjectLoader.loadSiteConfig(at: root) else {
            context.console.printError(
                Diagnostic.warning(
                    "the project's settings have errors (draper check names them); rows without 'lang' are set in English",
                    at: SourceLocation(file: shown(settings, from: context.currentDirectory))
                ).description)
            return nil
        }
        return config.language
    }

    /// `file` as a message names it: relative to `folder` when inside it, else in full.
    private static func shown(_ file: URL, from folder: URL) -> String {
        let path = file.standardizedFileURL.path, base = folder.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
