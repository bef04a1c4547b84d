// libFuzzer target: the CSV reader. Fuzz/fuzz.sh compiles this file into the Project module,
// so it reaches the internal parser without widening the module's API.

/// Properties checked on every input: records come in order, no control character survives
/// into a field, and a file that read without errors, written back with every field quoted,
/// reads back to the same fields.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = try? SourceText(bytes, file: "fuzz.csv") else { return 0 }
    let (records, errors, _) = CSVParser.parse(text, file: "fuzz.csv")
    var previous = TextPosition(line: 0, column: 0)
    for record in records {
        precondition(previous < record.position, "records out of order")
        previous = record.position
        for field in record.fields {
            precondition(field.position.line >= 1 && field.position.column >= 1, "a field without a position")
            let control = field.text.unicodeScalars.first { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0x7F }
            precondition(control == nil, "a control character reached a field")
        }
    }
    guard errors.isEmpty else { return 0 }
    // Quotes are doubled byte by byte: a `"` followed by a combining mark is one Character,
    // which a String search for `"` would pass over, but the reader sees its quote.
    var rewritten: [UInt8] = []
    for (index, record) in records.enumerated() {
        if index > 0 { rewritten += [0x0D, 0x0A] }
        for (column, field) in record.fields.enumerated() {
            if column > 0 { rewritten.append(UInt8(ascii: ",")) }
            rewritten.append(UInt8(ascii: "\""))
            for byte in field.text.utf8 {
                rewritten.append(byte)
                if byte == UInt8(ascii: "\"") { rewritten.append(byte) }
            }
            rewritten.append(UInt8(ascii: "\""))
        }
    }
    guard let again = try? SourceText(rewritten, file: "again.csv") else {
        preconditionFailure("the rewritten file is not UTF-8")
    }
    let (reread, rereadErrors, _) = CSVParser.parse(again, file: "again.csv")
    precondition(rereadErrors.isEmpty, "the rewritten file has errors")
    precondition(reread.map { $0.fields.map(\.text) } == records.map { $0.fields.map(\.text) }, "the round trip changed the fields")
    return 0
}
