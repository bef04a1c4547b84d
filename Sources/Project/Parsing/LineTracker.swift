/// Turns byte offsets into line and column numbers while a parser walks forward.
///
/// Parsers ask for positions in increasing order, so the column is counted
/// from the last answer rather than from the start of the line; a minified file
/// on one long line stays linear instead of quadratic.
struct LineTracker {
    private(set) var line = 1
    private var lineStart = 0
    private var cachedIndex = 0
    private var cachedColumn = 1

    /// Records that a new line begins at byte offset `start`.
    mutating func startLine(at start: Int) {
        line += 1
        lineStart = start
        cachedIndex = start
        cachedColumn = 1
    }

    mutating func position(at index: Int, in bytes: [UInt8]) -> TextPosition {
        if cachedIndex < lineStart || cachedIndex > index {
            cachedIndex = lineStart
            cachedColumn = 1
        }
        var column = cachedColumn
        var cursor = cachedIndex
        while cursor < index {
            // Continuation bytes belong to the scalar already counted.
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        cachedIndex = index
        cachedColumn = column
        return TextPosition(line: line, column: column)
    }
}
