/// One row of a CSV file: its cells and where the row starts.
struct CSVRecord: Sendable {
    var fields: [CSVField]
    var position: TextPosition
    /// Whether the parser reported an error inside the row (a control character, text after a
    /// closing quote, a quote never closed): its cells are not what the file meant, so the row
    /// is reported once and read no further.
    var isBroken = false
}
