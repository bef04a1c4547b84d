import Cards
import Diagnostics

/// The columns (JSON keys) of a quote dataset that are not a quote's own, and the fields
/// designs show that are not a card's own.
///
/// A spreadsheet's own columns are the user's: kept, available to designs and templates,
/// never an error (one sheet feeds both a card batch and the site). Only a name close to a
/// field's (`Speeker`) is a warning with its did-you-mean. A design's field that the dataset
/// lacks is an error in the design, judged once the designs are known.
struct ExtraFields {
    /// The dataset, as the user named it.
    let file: String

    private struct Column {
        var name: String
        var location: SourceLocation
    }

    private struct Key {
        var name: String
        var location: SourceLocation
        var record: Int
        var subject: String
        var isText: Bool
    }

    private var columns: [Column] = []
    private var keys: [Key] = []

    init(file: String) {
        self.file = file
    }

    /// A header cell of a delimited file that names no quote field.
    mutating func noteColumn(_ name: String, at location: SourceLocation) {
        columns.append(Column(name: name, location: location))
    }

    /// A key of a JSON record that names no quote field.
    mutating func noteKey(_ name: String, at location: SourceLocation, record: Int, subject: String, isText: Bool) {
        keys.append(Key(name: name, location: location, record: record, subject: subject, isText: isText))
    }

    /// The names the dataset has, each once, as first written.
    private var names: [String] {
        var seen: Set<String> = []
        return (columns.map(\.name) + keys.map(\.name)).filter { seen.insert($0.lowercased()).inserted }
    }

    /// Keeps every column and key Draper does not use (a spreadsheet's own columns are the
    /// user's: a design or a template may show them), with a warning for one whose name is
    /// close to a field's (`Speeker`, most likely a typo); reports every JSON value a design
    /// shows that is not text, and every design field the dataset lacks. Gives the quotes with
    /// their extra fields under their own names and, for those a design shows, also under the
    /// design's spelling (matched ignoring case, as quote columns are); the indexes of the
    /// records with an error, and whether a design's field is missing.
    func resolve(_ quotes: [Quote], designFields: [DesignFile.FieldUse], into diagnostics: inout DiagnosticCollector)
        -> (quotes: [Quote], failedRecords: Set<Int>, designFailed: Bool)
    {
        var shown: [String: String] = [:]
        for use in designFields where shown[use.name.lowercased()] == nil { shown[use.name.lowercased()] = use.name }
        for column in columns where shown[column.name.lowercased()] == nil {
            guard let suggestion = Self.likeAField(column.name) else { continue }
            diagnostics.report(
                ProjectError(.columnLikeAField(column.name, suggestion: suggestion, isKey: false), at: column.location)
                    .diagnostics[0])
        }
        var failed: Set<Int> = []
        var warnedKeys: Set<String> = []
        for key in keys {
            if shown[key.name.lowercased()] == nil {
                // Said once per name, at its first record: a typo is in every record.
                guard let suggestion = Self.likeAField(key.name), warnedKeys.insert(key.name).inserted else { continue }
                diagnostics.report(
                    ProjectError(
                        .columnLikeAField(key.name, suggestion: suggestion, isKey: true), at: key.location,
                        subject: key.subject
                    ).diagnostics[0])
            } else if !key.isText {
                diagnostics.report(
                    ProjectError(.extraFieldNotText(key.name), at: key.location, subject: key.subject).diagnostics[0])
                failed.insert(key.record)
            }
        }
        let present = Set(names.map { $0.lowercased() })
        var reported: Set<String> = []
        for use in designFields where !present.contains(use.name.lowercased()) {
            guard reported.insert("\(use.location)").inserted else { continue }
            let candidates = CardContent.fieldNames + names
            let suggestion =
                Suggestion.closest(to: use.name, among: candidates)
                ?? EditDistance.closest(to: use.name, in: candidates)
            diagnostics.report(
                ProjectError(
                    .fieldNotInDataset(
                        use.key, value: use.name, dataset: file, columns: names, suggestion: suggestion),
                    at: use.location
                ).diagnostics[0])
        }
        let named = quotes.map { quote -> Quote in
            var quote = quote
            var fields: [String: String] = [:]
            for (name, value) in quote.extraFields {
                // A column a design shows goes by the design's spelling; every other by its own.
                fields[shown[name.lowercased()] ?? name] = value
            }
            quote.extraFields = fields
            return quote
        }
        return (named, failed, !reported.isEmpty)
    }

    /// The quote field a name is likely a misspelling of (`Speeker`, `txt`), if any: close by
    /// the suggestion rules every unknown key gets, and not just a word that happens to share
    /// letters with one (`Season`, `Episode`, `Notes` are columns of the user's own).
    static func likeAField(_ name: String) -> String? {
        guard !QuoteDecoder.keys.contains(name.lowercased()) else { return nil }
        return Suggestion.closest(to: name, among: QuoteDecoder.keys)
    }
}
