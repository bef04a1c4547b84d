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

    /// Loads the project at `root`.
    ///
    /// - Returns: the project, or nil if any error was found; and everything
    ///   found, errors and warnings (such as a missing `baseURL`): files in the
    ///   order site, quotes, advent calendar, and by line and column within a file.
    public static func load(at root: URL) -> (project: Project?, diagnostics: DiagnosticCollector) {
        var session = LoadSession(root: root)
        let project = session.load()
        let diagnostics = session.diagnostics.sortedByLocation()
        return (diagnostics.hasErrors ? nil : project, diagnostics)
    }

    /// Loads a quote file on its own, for rendering cards without a site (`draper cards`).
    ///
    /// - Parameters:
    ///   - file: the dataset, delimited text (`.csv`, `.tsv`, `.txt`) or JSON, as the user named
    ///     it (diagnostics use this name); relative paths are resolved against `base`.
    ///   - imagesRoot: the folder image paths in the data are relative to; images must not leave it.
    ///   - delimiter: what separates delimited fields; nil detects it from the header.
    ///   - keepingGoodRows: give the quotes without errors even when other rows have some (the
    ///     errors are still in the diagnostics); nil only when the file itself cannot be read.
    public static func loadQuotes(
        file: String, base: URL, imagesRoot: URL, delimiter: CSVDelimiter? = nil, keepingGoodRows: Bool = false
    ) -> (quotes: [Quote]?, diagnostics: DiagnosticCollector) {
        var session = LoadSession(root: imagesRoot, imagesFolder: "", fileBase: base)
        session.keepsGoodRows = keepingGoodRows
        let quotes = session.loadQuotes(file: file, delimiter: delimiter)
        let diagnostics = session.diagnostics.sortedByLocation()
        return (diagnostics.hasErrors && !keepingGoodRows ? nil : quotes, diagnostics)
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
