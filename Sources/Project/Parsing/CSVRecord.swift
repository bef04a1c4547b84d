/// One row of a CSV file: its cells and where the row starts.
struct CSVRecord: Sendable {
    var fields: [CSVField]
    var position: TextPosition
}
