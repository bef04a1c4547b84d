import Foundation
public import Imaging
public import Typesetting

/// A card could not be made: its photo, its fonts or its text are at fault.
public enum CardError: Error, Sendable, CustomStringConvertible {
    case image(ImagingError)
    /// The text could not be set; `field` names the card's field at fault, when one is.
    case text(TypesettingError, field: String? = nil)
    case emptyText(identifier: String)
    /// A text block reads below its design's ratio and cannot recover: the card is not published.
    case illegible(subject: String, design: String, shortfall: ContrastShortfall, recovery: LegibilityRecovery)

    /// The card field the error is about (`text`, `speaker`…), when it is about one.
    public var field: String? {
        if case .text(_, let field) = self { return field }
        return nil
    }

    public var description: String {
        switch self {
        case .image(let error): error.description
        case .text(let error, _): error.description
        case .emptyText(let identifier): "\(identifier): the quote text is empty"
        case let .illegible(subject, design, shortfall, recovery):
            Self.describe(subject: subject, design: design, shortfall: shortfall, recovery: recovery)
        }
    }

    private static func describe(
        subject: String, design: String, shortfall: ContrastShortfall, recovery: LegibilityRecovery
    ) -> String {
        let ratio = String(format: "%.1f", shortfall.ratio), required = String(format: "%.1f", shortfall.required)
        let encoded = shortfall.format.map { " as encoded in \($0.description.uppercased())" } ?? ""
        let advice =
            recovery.isPossible
            ? "even when it recovers by \(recovery.description); darken or lighten what is behind the text"
            : "and the block may not recover; give it `recover: { raise: true, scrim: true }` (docs/designs.md), or darken or lighten what is behind the text"
        return
            "\(subject) (\(shortfall.field)): contrast \(ratio):1 against what is behind it\(encoded), below the \(required):1 design '\(design)' asks for, \(advice)"
    }
}
