extension Character {
    /// `0`…`9` only; `Character.isNumber` also accepts digits such as `٣` and `½`.
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
    }

    /// `a`…`z` or `A`…`Z`.
    var isASCIILetter: Bool {
        guard let ascii = asciiValue else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
    }

    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
}
