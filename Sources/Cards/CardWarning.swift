/// Something about a rendered card a person should know before publishing it.
public struct CardWarning: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The text did not fit at the smallest size and ends in an ellipsis.
        case clamped(String)
        /// The photo was too bright under the text; the dark layer was raised.
        case overlayRaised(from: Double, to: Double)
    }

    public var identifier: String
    public var kind: Kind

    public init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .clamped(let how): "quote '\(identifier)' \(how)"
        case let .overlayRaised(from, to):
            "quote '\(identifier)': background too bright for white text; overlay raised from \(percent(from)) to \(percent(to))"
        }
    }

    private func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }
}
