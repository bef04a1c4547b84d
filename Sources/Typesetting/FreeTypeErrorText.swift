import CFreeType

/// Human text for FreeType error codes.
///
/// Distribution builds of FreeType leave `FT_CONFIG_OPTION_ERROR_STRINGS` off, so
/// `FT_Error_String` returns NULL there; the codes a font user can meet get a
/// sentence of their own and the rest their number.
enum FreeTypeErrorText {
    static func message(for code: Int32) -> String {
        let hex = "0x" + String(code, radix: 16, uppercase: true)
        if let text = FT_Error_String(FT_Error(code)) {
            return "\(String(cString: text)) (error \(hex))"
        }
        let known: [Int32: String] = [
            0x01: "cannot open the file",
            0x02: "unknown file format",
            0x03: "broken file",
            0x06: "invalid argument",
            0x07: "unimplemented feature",
            0x08: "broken table",
            0x09: "broken offset within a table",
            0x10: "invalid glyph index",
            0x12: "unsupported glyph image format",
            0x13: "cannot render this glyph",
            0x14: "invalid outline",
            0x15: "invalid composite glyph",
            0x17: "invalid pixel size",
            0x40: "out of memory",
            0x51: "cannot open the stream",
            0x55: "invalid stream operation",
        ]
        return "\(known[code] ?? "error") (error \(hex))"
    }
}
