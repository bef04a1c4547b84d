/// One cell of a CSV file and where it starts.
struct CSVField: Sendable {
    var text: String
    var position: TextPosition
}
