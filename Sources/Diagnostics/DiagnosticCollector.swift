/// Gathers every problem of a run instead of stopping at the first one.
///
/// Users fix a spreadsheet faster when they see all of its mistakes at once, so
/// loaders report into a collector and the command decides at the end whether
/// the run failed. A cap per file keeps a badly broken file (ten million NUL bytes)
/// from flooding the terminal or the memory: past `perFileLimit` diagnostics a file's
/// further ones are only counted, and `diagnostics` ends with a note saying how many.
public struct DiagnosticCollector: Sendable {
    private var kept: [Diagnostic] = []
    /// The indices in `kept` of notes that stand on their own (`note(_:at:)`); every other
    /// note explains the diagnostic before it.
    private var standaloneNotes: Set<Int> = []
    /// Diagnostics kept so far, per file (the empty string for those without a file).
    private var keptPerFile: [String: Int] = [:]
    /// Diagnostics past the cap, per file, in the order files first overflowed.
    private var omitted: [(file: String, errors: Int, warnings: Int)] = []
    /// How many errors were reported, including those past the cap.
    public private(set) var errorCount = 0
    public private(set) var warningCount = 0
    public let perFileLimit: Int

    /// What a run shows of one file by default: a screenful, enough to see what is wrong.
    public static let defaultPerFileLimit = 100
    /// What `draper check --all` shows of one file: every diagnostic a dataset Draper accepts
    /// can have (a project holds at most 100,000 quotes), and still a bound, so a file of ten
    /// million NUL bytes does not print ten million lines.
    public static let allPerFileLimit = 100_000

    public init(perFileLimit: Int = defaultPerFileLimit) {
        self.perFileLimit = perFileLimit
    }

    public var hasErrors: Bool { errorCount > 0 }

    /// Whether some diagnostics were only counted.
    public var isTruncated: Bool { !omitted.isEmpty }

    /// Every diagnostic kept, then one note per file whose further diagnostics were only
    /// counted: `data/quotes.csv: note: and 412000 more errors in this file`.
    public var diagnostics: [Diagnostic] {
        kept
            + omitted.map { entry in
                func more(_ count: Int, _ word: String) -> String? {
                    count > 0 ? "\(count.grouped) more \(word)\(count == 1 ? "" : "s")" : nil
                }
                let counts = [more(entry.errors, "error"), more(entry.warnings, "warning")].compactMap { $0 }
                let place = entry.file.isEmpty ? "" : " in this file"
                return .note(
                    "and \(counts.joined(separator: " and "))\(place), not shown",
                    at: entry.file.isEmpty ? nil : SourceLocation(file: entry.file))
            }
    }

    public mutating func report(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        case .note: break
        }
        let file = diagnostic.location?.file ?? ""
        let count = keptPerFile[file, default: 0]
        // A note explains the diagnostic before it: it goes or stays with it.
        if count >= perFileLimit {
            guard diagnostic.severity != .note else { return }
            if let index = omitted.firstIndex(where: { $0.file == file }) {
                if diagnostic.severity == .error { omitted[index].errors += 1 } else { omitted[index].warnings += 1 }
            } else {
                omitted.append(
                    (file, diagnostic.severity == .error ? 1 : 0, diagnostic.severity == .warning ? 1 : 0))
            }
            return
        }
        if diagnostic.severity != .note { keptPerFile[file] = count + 1 }
        kept.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation? = nil) {
        report(.error(message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation? = nil) {
        report(.warning(message, at: location))
    }

    /// A note of its own, about its location rather than the diagnostic before it: it is
    /// sorted by its own place (`reordered`) and, like any note, neither counted nor kept
    /// past the file's limit.
    public mutating func note(_ message: String, at location: SourceLocation? = nil) {
        guard keptPerFile[location?.file ?? "", default: 0] < perFileLimit else { return }
        standaloneNotes.insert(kept.count)
        kept.append(.note(message, at: location))
    }

    /// Adds what another collector gathered, counts of what it left out included.
    public mutating func append(contentsOf other: DiagnosticCollector) {
        for (index, diagnostic) in other.kept.enumerated() {
            if other.standaloneNotes.contains(index) {
                note(diagnostic.message, at: diagnostic.location)
            } else {
                report(diagnostic)
            }
        }
        for entry in other.omitted {
            errorCount += entry.errors
            warningCount += entry.warnings
            if let index = omitted.firstIndex(where: { $0.file == entry.file }) {
                omitted[index].errors += entry.errors
                omitted[index].warnings += entry.warnings
            } else {
                omitted.append(entry)
            }
        }
    }

    /// Records that `count` further errors in `file` were found and not kept (a parser
    /// that stopped collecting them, to bound its memory).
    public mutating func countOmittedErrors(_ count: Int, in file: String) {
        guard count > 0 else { return }
        errorCount += count
        if let index = omitted.firstIndex(where: { $0.file == file }) {
            omitted[index].errors += count
        } else {
            omitted.append((file, count, 0))
        }
    }

    /// The kept diagnostics reordered by `areInIncreasingOrder` on groups (a diagnostic and
    /// the notes after it); the counts of what was left out stay.
    public func reordered(groupsBy areInIncreasingOrder: ([Diagnostic], [Diagnostic]) -> Bool) -> DiagnosticCollector {
        var groups: [[Diagnostic]] = []
        var standalone: Set<Int> = []
        for (index, diagnostic) in kept.enumerated() {
            if diagnostic.severity == .note, !groups.isEmpty, !standaloneNotes.contains(index) {
                groups[groups.count - 1].append(diagnostic)
            } else {
                if standaloneNotes.contains(index) { standalone.insert(groups.count) }
                groups.append([diagnostic])
            }
        }
        let order = groups.indices.sorted { areInIncreasingOrder(groups[$0], groups[$1]) }
        var result = self
        result.kept = []
        result.standaloneNotes = []
        for group in order {
            if standalone.contains(group) { result.standaloneNotes.insert(result.kept.count) }
            result.kept += groups[group]
        }
        return result
    }

    /// Throws a `DiagnosticError` holding everything collected if any error was reported.
    public func throwIfErrors() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(diagnostics) }
    }

    /// "2 errors, 1 warning" (or "no problems").
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if errorCount > 0 { parts.append(plural(errorCount, "error")) }
        if warningCount > 0 { parts.append(plural(warningCount, "warning")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }
}
