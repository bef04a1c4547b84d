import Foundation

/// Something about a rendered card a person should know before publishing it.
public struct CardWarning: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The text did not fit at the smallest size and ends in an ellipsis.
        case clamped(String)
        /// What was behind a text block was too close to its colour; the block recovered (the
        /// shade raised, a scrim laid, another colour): what it did.
        case recovered(String)
        /// A character no installed font has was drawn as a stand-in (`CharacterSubstitution`).
        case substituted(String)
    }

    /// The card it is about, and the field: "quote 'q-don-1' (text)", "door 3 (speaker)".
    public var subject: String
    public var kind: Kind

    public init(subject: String, kind: Kind) {
        self.subject = subject
        self.kind = kind
    }

    /// Whether Draper fixed it itself (a dark layer raised for legibility): said once, as a
    /// note, when the card is made, not again on every build that finds the card up to date.
    public var isFixedByDraper: Bool {
        if case .recovered = kind { return true }
        return false
    }

    /// What happened, without the subject: for warnings grouped by card, one part per size.
    public var detail: String {
        switch kind {
        case .clamped(let how): how
        case .recovered(let how): how
        case .substituted(let what): what
        }
    }

    public var description: String { "\(subject): \(detail)" }
}
