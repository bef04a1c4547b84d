import Foundation

/// How a text layer changes the case of its field.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    case asWritten = "none"
    case upper
    case lower

    func apply(_ text: String, language: String?) -> String {
        let locale = language.map { Locale(identifier: $0) }
        switch self {
        case .asWritten: return text
        case .upper: return text.uppercased(with: locale)
        case .lower: return text.lowercased(with: locale)
        }
    }
}
