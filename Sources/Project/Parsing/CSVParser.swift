import Diagnostics

/// Splits RFC 4180 delimited text into records: comma-separated, or the semicolons and tabs
/// that spreadsheets in many locales export (`detectDelimiter` picks one from the header).
///
/// Foundation has no CSV reader, so this is written by hand. It follows RFC 4180
/// and is lenient only where spreadsheets commonly differ: lines may end in LF,
/// CRLF or a lone CR, and blank lines are skipped. Quoted fields may hold commas,
/// doubled quotes and line breaks (stored as `\n` whatever the file used) and tabs.
/// Other control characters, and tabs outside quotes, are errors: they are invisible
/// in a spreadsheet and would end up in a share card.
///
/// Errors that leave the row structure intact are collected and parsing goes on,
/// so one run reports them all; an unterminated quote swallows the rest of the
/// file, so it ends the parse.
struct CSVParser {
    private let bytes: [UInt8]
    private let file: String
    private let delimiter: UInt8
    private var index = 0
    private var lines = LineTracker()
    private(set) var records: [CSVRecord] = []
    private(set) var errors: [ProjectError] = []
    /// Errors found past `errorLimit`, only counted: a file of ten million NUL bytes must
    /// not cost ten million diagnostics.
    private(set) var omittedErrors = 0
    private let errorLimit: Int
    /// As many errors as a run shows of one file.
    static let errorLimit = DiagnosticCollector.defaultPerFileLimit

    private init(bytes: [UInt8], file: String, delimiter: UInt8, errorLimit: Int) {
        self.bytes = bytes
        self.file = file
        self.delimiter = delimiter
        self.errorLimit = errorLimit
    }

    /// The delimiter of the first record (the header): whichever of comma, semicolon and tab
    /// it holds most of outside quotes, the comma on a tie or when it has none.
    static func detectDelimiter(_ text: SourceText) -> UInt8 {
        var counts: [UInt8: Int] = [:]
        var quoted = false
        for byte in text.bytes {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if !quoted, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                break
            } else if !quoted, CSVDelimiter.allCases.contains(where: { $0.byte == byte }) {
                counts[byte, default: 0] += 1
            }
        }
        var best = CSVDelimiter.comma.byte
        for delimiter in CSVDelimiter.allCases where counts[delimiter.byte, default: 0] > counts[best, default: 0] {
            best = delimiter.byte
        }
        return best
    }

    /// Every record of `text` (the header first) and the first `errorLimit` syntax errors
    /// found (the others counted), the fields split at `delimiter` (detected from the header
    /// when nil).
    static func parse(
        _ text: SourceText, file: String, delimiter: CSVDelimiter? = nil, errorLimit: Int = errorLimit
    ) -> (records: [CSVRecord], errors: [ProjectError], omittedErrors: Int) {
        var parser = CSVParser(
            bytes: text.bytes, file: file, delimiter: delimiter?.byte ?? detectDelimiter(text), errorLimit: errorLimit)
        parser.parseRecords()
        return (parser.records, parser.errors, parser.omittedErrors)
    }

    private mutating func fail(_ reason: ProjectError.Reason) {
        guard errors.count < errorLimit else {
            omittedErrors += 1
            return
        }
        errors.append(ProjectError(reason, at: position().location(in: file)))
    }

    /// Errors found so far, shown or only counted.
    private var errorCount: Int { errors.count + omittedErrors }

    private mutating func parseRecords() {
        while index < bytes.count {
            let rowPosition = position()
            let errorsBefore = errorCount
            var fields: [CSVField] = []
            var lineWasEmpty = false
            while true {
                let fieldPosition = position()
                let text: String
                if bytes[safe: index] == UInt8(ascii: "\"") {
                    guard let quoted = parseQuotedField(opening: fieldPosition) else {
                        // The rest of the file is this record's one field: a record all the
                        // same, counted, and marked as broken.
                        records.append(CSVRecord(fields: fields, position: rowPosition, isBroken: true))
                        return
                    }
                    text = quoted
                } else {
                    text = parseUnquotedField()
                    lineWasEmpty = fields.isEmpty && text.isEmpty && !atDelimiter
                }
                fields.append(CSVField(text: text, position: fieldPosition))
                if atDelimiter {
                    index += 1
                    continue
                }
                consumeLineBreak()
                break
            }
            if !lineWasEmpty {
                records.append(CSVRecord(fields: fields, position: rowPosition, isBroken: errorCount > errorsBefore))
            }
        }
    }

    private var atDelimiter: Bool { bytes[safe: index] == delimiter }

    /// Reads a field that starts with `"`; nil when the closing quote never comes.
    private mutating func parseQuotedField(opening: TextPosition) -> String? {
        index += 1
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else {
                if errors.count < errorLimit {
                    errors.append(ProjectError(.unterminatedQuote, at: opening.location(in: file)))
                } else {
                    omittedErrors += 1
                }
                return nil
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                if bytes[safe: index + 1] == UInt8(ascii: "\"") {
                    buffer.append(byte)
                    index += 2
                    continue
                }
                index += 1
                skipTextAfterClosingQuote()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                buffer.append(UInt8(ascii: "\n"))
                consumeLineBreak()
            case UInt8(ascii: "\t"):
                buffer.append(byte)
                index += 1
            case 0..<0x20, 0x7F:
                fail(.controlCharacter(UInt32(byte)))
                index += 1
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func skipTextAfterClosingQuote() {
        guard index < bytes.count, !isFieldEnd(bytes[index]) else { return }
        fail(.textAfterClosingQuote)
        while index < bytes.count, !isFieldEnd(bytes[index]) { index += 1 }
    }

    private mutating func parseUnquotedField() -> String {
        let start = index
        var reportedQuote = false
        var hasControlCharacter = false
        while index < bytes.count, !isFieldEnd(bytes[index]) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), !reportedQuote {
                fail(.quoteInUnquotedField)
                reportedQuote = true
            } else if byte == UInt8(ascii: "\t"), delimiter != UInt8(ascii: "\t") {
                fail(.tabOutsideQuotes)
            } else if byte < 0x20 || byte == 0x7F {
                fail(.controlCharacter(UInt32(byte)))
                hasControlCharacter = true
            }
            index += 1
        }
        // Reported control characters leave the field, as in quoted fields, so the value
        // checks that follow do not report them a second time.
        guard hasControlCharacter else { return bytes.utf8String(start..<index) }
        return String(
            decoding: bytes[start..<index].filter { $0 >= 0x20 && $0 != 0x7F || $0 == UInt8(ascii: "\t") },
            as: UTF8.self)
    }

    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == delimiter || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Consumes LF, CRLF or CR at `index`, if there is one.
    private mutating func consumeLineBreak() {
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "\r") {
            index += 1
            if bytes[safe: index] == UInt8(ascii: "\n") { index += 1 }
        } else if bytes[index] == UInt8(ascii: "\n") {
            index += 1
        } else {
            return
        }
        lines.startLine(at: index)
    }

    private mutating func position() -> TextPosition {
        lines.position(at: index, in: bytes)
    }
}
