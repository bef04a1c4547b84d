/// A 1-based line and column (in Unicode scalars) inside one template.
struct Position: Hashable, Sendable {
    var line: Int
    var column: Int
}
