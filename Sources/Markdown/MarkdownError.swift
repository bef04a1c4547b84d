/// cmark failed; the reason names the cmark function that did.
public struct MarkdownError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// A cmark function returned NULL or reported failure.
        case cmarkFailed(function: String)

        public var description: String {
            switch self {
            case .cmarkFailed(let function): "cmark could not process the document (\(function) failed)"
            }
        }
    }

    public var reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }

    public var description: String { reason.description }
}
