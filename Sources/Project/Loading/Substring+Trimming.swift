extension Substring {
    /// The text without leading and trailing white space and line breaks.
    func trimmingWhitespace() -> String {
        String(self).trimmingWhitespace()
    }
}
