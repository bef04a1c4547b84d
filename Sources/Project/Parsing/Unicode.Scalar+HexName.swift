extension Unicode.Scalar {
    /// `U+00A0` style name of a code point.
    static func hexName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
