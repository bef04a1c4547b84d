extension String {
    /// The string without leading and trailing white space and line breaks.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
