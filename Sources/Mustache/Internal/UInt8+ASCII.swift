/// The bytes the lexer looks for in UTF-8 text.
extension UInt8 {
    var isHorizontalWhitespace: Bool { self == 0x20 || self == 0x09 }
    var isWhitespace: Bool { isHorizontalWhitespace || self == 0x0A || self == 0x0D }

    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let equals = UInt8(ascii: "=")
    static let exclamation = UInt8(ascii: "!")
    static let ampersand = UInt8(ascii: "&")
    static let hash = UInt8(ascii: "#")
    static let caret = UInt8(ascii: "^")
    static let slash = UInt8(ascii: "/")
    static let greaterThan = UInt8(ascii: ">")
    static let lessThan = UInt8(ascii: "<")
    static let dollar = UInt8(ascii: "$")
    static let asterisk = UInt8(ascii: "*")
    static let period = UInt8(ascii: ".")
}
