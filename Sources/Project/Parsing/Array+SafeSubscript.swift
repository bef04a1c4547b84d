extension Array {
    /// The element at `index`, or nil past either end; lets parsers peek ahead without bounds checks.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
