import Diagnostics

/// A 1-based line and column inside a file whose name is supplied later.
///
/// Columns count Unicode scalars, not bytes, so `é` or `芭` advance the column by
/// one, which matches what editors show for text outside the astral planes.
struct TextPosition: Hashable, Sendable, Comparable {
    var line: Int
    var column: Int

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
