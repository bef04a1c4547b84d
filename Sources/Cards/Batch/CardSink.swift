public import Diagnostics

/// Where a card batch puts the files it renders: a build's output folder, or memory for a
/// command that needs a card without publishing it (`draper email --now`).
public protocol CardSink: Sendable {
    /// Whether a file made from inputs hashing to `key` is already in place.
    func isUpToDate(_ relativePath: String, key: String) -> Bool
    /// Records that the file in place stays as it is.
    func keep(_ relativePath: String)
    /// The warnings recorded when the file in place was made.
    func recordedWarnings(_ relativePath: String) -> [String]
    func store(_ bytes: [UInt8], at relativePath: String, key: String, warnings: [String]) throws(CardSinkError)
}

/// A file a sink could not store, said where it failed (not at the data line the card came from).
public struct CardSinkError: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
