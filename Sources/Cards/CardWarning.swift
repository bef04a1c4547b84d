import Foundation

/// Something about a rendered card a person should know before publishing it.
public struct CardWarning: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The text did not fit at the smallest size and ends in an ellipsis.
        case clamped(String)
        /// The photo was too bright under the text; the dark layer was raised.
        case overlayRaised(from: Double, to: Double)
        /// A design's text block reads below the contrast it asks for, against what is behind it.
        case lowContrast(design: String, ratio: Double, required: Double)
        /// A character no installed font has was drawn as a stand-in (`CharacterSubstitution`).
        case substituted(String)
    }

    /// The card it is about: "quote 'q-don-1'", "door 3" (`CardContent.subject`).
    public var subject: String
    public var kind: Kind

    public init(subject: String, kind: Kind) {
        self.subject = subject
        self.kind = kind
    }

    /// Whether Draper fixed it itself (a dark layer raised for legibility): said once, as a
    /// note, when the card is made, not again on every build that finds the card up to date.
    public var isFixedByDraper: Bool {
        if case .overlayRaised = kind { return true }
        return false
    }

    /// What happened, without the subject: for warnings grouped by card, one part per size.
    public var detail: String {
        switch kind {
        case .clamped(let how): how
        case .substituted(let what): what
        case let .overlayRaised(from, to):
            "background too bright for white text; overlay raised from \(percent(from)) to \(percent(to))"
        case let .lowContrast(design, ratio, required):
            "contrast \(String(format: "%.1f", ratio)):1 against what is behind it, below the \(String(format: "%.1f", required)):1 design '\(design)' asks for; darken or lighten what is behind the text"
        }
    }

    public var description: String {
        switch kind {
        case .clamped: "\(subject) \(detail)"
        case .overlayRaised, .lowContrast, .substituted: "\(subject): \(detail)"
        }
    }

    private func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }
}
