public import Diagnostics
public import Foundation

/// Reads and checks a whole Draper project, reporting every problem in one run.
///
/// ```swift
/// let (project, diagnostics) = ProjectLoader.load(at: URL(fileURLWithPath: "."))
/// for diagnostic in diagnostics.diagnostics { print(diagnostic) }  // data/quotes.csv:14:3: error: …
/// guard let project else { exit(1) }
/// ```
///
/// The project folder holds:
/// 1. `site.json`, the configuration;
/// 2. `data/quotes.json` or `data/quotes.csv` (not both);
/// 3. optionally `data/advent.json`, an advent calendar;
/// 4. `images/`, which every image path must point into.
///
/// JSON files may use JSON5: comments, trailing commas, single quotes, bare keys.
/// Paths in diagnostics are relative to the project root.
public enum ProjectLoader {
    /// The project files, relative to the root; diagnostics name them this way.
    public static let siteFile = "site.json"
    public static let quotesJSONFile = "data/quotes.json"
    public static let quotesCSVFile = "data/quotes.csv"
    public static let adventFile = "data/advent.json"
    /// What the site has published (`PublishedRecord`), written by builds, committed with the data.
    public static let publishedFile = "data/published.json5"
    /// The author's own Markdown pages.
    public static let pagesFolder = "pages"
    /// Files published as they are.
    public static let staticFolder = "static"

    /// Loads the project at `root`.
    ///
    /// - Parameters:
    ///   - diagnosticsPerFile: how many diagnostics of one file are kept; the others are
    ///     counted (`draper check --all` keeps `DiagnosticCollector.allPerFileLimit`).
    /// - Returns: the project, or nil if any error was found; and everything
    ///   found, errors and warnings (such as a missing `baseURL`): files in the
    ///   order site, quotes, advent calendar, and by line and column within a file.
    public static func load(
        at root: URL, diagnosticsPerFile: Int = DiagnosticCollector.defaultPerFileLimit
    ) -> (project: Project?, diagnostics: DiagnosticCollector) {
        var session = LoadSession(root: root, diagnosticsPerFile: diagnosticsPerFile)
        let project = session.load()
        session.images.reportWindowsPaths(into: &session.diagnostics)
        let diagnostics = session.diagnostics.sortedByLocation()
        return (diagnostics.hasErrors ? nil : project, diagnostics)
    }

    /// Reads only `site.json` (for what is needed before a build, such as the preview
    /// server's base path); nil if it is missing or has errors, which the build reports.
    public static func loadSiteConfig(at root: URL) -> SiteConfig? {
        var session = LoadSession(root: root)
        return session.loadSiteConfig()
    }

    /// Reads a card design file (`designs/NAME.json5`, or any path given to `--design`);
    /// nil with every problem at its line and column when it has errors.
    ///
    /// - Parameters:
    ///   - file: the path as the user wrote it (diagnostics use it); relative to `base`.
    public static func loadDesign(file: String, base: URL) -> (design: DesignFile?, diagnostics: DiagnosticCollector) {
        var session = LoadSession(root: base, fileBase: base)
        let design = session.loadDesign(file: file)
        return (session.diagnostics.hasErrors ? nil : design, session.diagnostics.sortedByLocation())
    }

    /// A built-in design by name (see `BuiltInDesigns`), as `settings` tune it; nil for an
    /// unknown name.
    public static func builtInDesign(_ name: String, tunedBy settings: CardSettings = CardSettings()) -> DesignFile? {
        BuiltInDesignCache.shared.design(name, tunedBy: settings)
    }

    /// A built-in design by name as a project's settings tune it: the fonts the `cards` settings
    /// give are named where `site.json` gives them, so a missing one is an error there.
    static func builtInDesign(_ name: String, tunedBy config: SiteConfig) -> DesignFile? {
        guard var design = builtInDesign(name, tunedBy: config.cards) else { return nil }
        let settings = BuiltInDesigns.fontSettings[name] ?? [:]
        design.fonts = design.fonts.map { use in
            guard let key = settings[use.key] else { return use }
            return DesignFile.FontUse(fonts: use.fonts, key: key, location: config.location(of: key))
        }
        return design
    }

    /// Decodes a built-in design's file (the tests read every one).
    static func decodeBuiltInDesign(_ name: String, tunedBy settings: CardSettings) -> DesignFile? {
        guard let source = BuiltInDesigns.source(name, tunedBy: settings) else { return nil }
        var session = LoadSession(root: URL(fileURLWithPath: "/"), fileBase: URL(fileURLWithPath: "/"))
        return session.decodeDesign(source, file: "built-in design '\(name)'", name: name)
    }

    /// A message catalogue written in `source` (a built-in one); nil with its problems if it has errors.
    public static func decodeCatalog(_ source: String, file: String) -> (
        catalog: MessageCatalog?, diagnostics: DiagnosticCollector
    ) {
        var diagnostics = DiagnosticCollector()
        do {
            let text = try SourceText(Array(source.utf8), file: file)
            let value = try JSON5Parser.parse(text, file: file)
            let catalog = CatalogDecoder(file: file).decode(value, into: &diagnostics)
            return (diagnostics.hasErrors ? nil : catalog, diagnostics)
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return (nil, diagnostics)
        }
    }

    /// The folder of a project's own message catalogues (`i18n/<language>.json5`).
    public static let catalogFolder = "i18n"

    /// Loads a quote file on its own, for rendering cards without a site (`draper cards`).
    ///
    /// - Parameters:
    ///   - file: the dataset, delimited text (`.csv`, `.tsv`, `.txt`) or JSON, as the user named
    ///     it (diagnostics use this name); relative paths are resolved against `base`.
    ///   - imagesRoot: the folder images must stay inside: `--images`, else `cardsRoot(for:)`.
    ///   - valuesRelativeTo: the folder image values are first looked up in (the dataset's, when
    ///     `--images` was not given); then the root, then its `images/` folder.
    ///   - delimiter: what separates delimited fields; nil detects it from the header.
    ///   - keepingGoodRows: give the quotes without errors even when other rows have some (the
    ///     errors are still in the diagnostics); nil only when the file itself cannot be read,
    ///     or when the design shows a column the dataset does not have.
    ///   - designFields: the dataset's own columns that the cards' design shows.
    public static func loadQuotes(
        file: String, base: URL, imagesRoot: URL, valuesRelativeTo: URL? = nil, delimiter: CSVDelimiter? = nil,
        keepingGoodRows: Bool = false, designFields: [DesignFile.FieldUse] = []
    ) -> (quotes: [Quote]?, diagnostics: DiagnosticCollector, records: Int) {
        let images = ImageResolver(
            root: imagesRoot, confinedToImagesFolder: false,
            valuesRelativeTo: valuesRelativeTo.flatMap { relativePath(of: $0, under: imagesRoot) },
            displayPrefix: relativePath(of: imagesRoot, under: base).map { $0.isEmpty ? "" : $0 + "/" }
                ?? imagesRoot.standardizedFileURL.path + "/")
        var session = LoadSession(root: imagesRoot, images: images, fileBase: base)
        session.keepsGoodRows = keepingGoodRows
        let quotes = session.loadQuotes(file: file, delimiter: delimiter, designFields: designFields)
        session.images.reportWindowsPaths(into: &session.diagnostics)
        let diagnostics = session.diagnostics.sortedByLocation()
        return (diagnostics.hasErrors && !keepingGoodRows ? nil : quotes, diagnostics, session.recordsRead)
    }

    /// The folder a dataset's images are found in without `--images`: the Draper project the
    /// dataset is part of (the nearest folder above it with a `site.json`), else its own folder.
    public static func cardsRoot(for dataset: URL) -> URL {
        let folder = dataset.standardizedFileURL.deletingLastPathComponent()
        var candidate = folder
        while candidate.path != "/" {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(siteFile).path) {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return folder
    }

    /// `path` relative to `folder` ("" for the folder itself), or nil when it is not inside it.
    static func relativePath(of path: URL, under folder: URL) -> String? {
        let inner = path.standardizedFileURL.path, outer = folder.standardizedFileURL.path
        if inner == outer { return "" }
        let prefix = outer.hasSuffix("/") ? outer : outer + "/"
        return inner.hasPrefix(prefix) ? String(inner.dropFirst(prefix.count)) : nil
    }

    /// Loads the project at `root`, throwing every diagnostic if there is an error.
    ///
    /// - Returns: the project and the warnings that came with it.
    public static func loadOrThrow(at root: URL) throws(DiagnosticError) -> (project: Project, warnings: [Diagnostic]) {
        let (project, diagnostics) = load(at: root)
        guard let project else { throw DiagnosticError(diagnostics.diagnostics) }
        return (project, diagnostics.diagnostics)
    }
}
