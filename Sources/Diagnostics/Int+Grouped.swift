extension Int {
    /// The number with its thousands grouped, as messages write it: 412000 as "412,000".
    public var grouped: String {
        let digits = Array(String(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, digit != "-", digits[index - 1] != "-", (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
