/// What separates the fields of a delimited quote file: the comma of RFC 4180, or the
/// semicolon and tab that spreadsheets export in many locales (Excel in German or French
/// writes `;`). Detected from the header unless `draper cards --delimiter` names one.
public enum CSVDelimiter: String, CaseIterable, Sendable {
    case comma, semicolon, tab

    var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: UInt8(ascii: "\t")
        }
    }

    /// The delimiter `--delimiter` names: `comma`, `semicolon`, `tab`, or the character itself.
    public init?(argument: String) {
        switch argument {
        case ",": self = .comma
        case ";": self = .semicolon
        case "\t", "\\t": self = .tab
        default: self.init(rawValue: argument.lowercased())
        }
    }
}
