extension String {
    /// The string without leading and trailing white space and line breaks.
    func trimmingWhitespace() -> String {
        // Most values need no trimming; checking the end scalars avoids walking graphemes.
        if let first = unicodeScalars.first, let last = unicodeScalars.last,
            !Self.isWhitespace(first), !Self.isWhitespace(last)
        {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }
}
