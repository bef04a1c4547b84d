/// A value read from a file, with where it was written.
struct Located<Value> {
    var value: Value
    var position: TextPosition
}
