public import Diagnostics

/// Where a card batch puts the files it renders: a build's output folder, or memory for a
/// command that needs a card without publishing it (`draper email --now`).
public protocol CardSink: Sendable {
    /// Keeps the files in place if each was made from inputs hashing to its key (all or none:
    /// the files of one card go together), and returns the warnings recorded when each was
    /// made; nil when any must be made again.
    func keepIfUpToDate(_ files: [(path: String, key: String)]) -> [[String]]?
    /// Whether the last build recorded each file with this key: `keepIfUpToDate`'s answer
    /// from memory alone, without looking at the files, so that a batch can start the cards
    /// it must render before the ones it will most likely keep.
    func mayKeep(_ files: [(path: String, key: String)]) -> Bool
    func store(_ bytes: [UInt8], at relativePath: String, key: String, warnings: [String]) throws(CardSinkError)
}

/// A file a sink could not store, said where it failed (not at the data line the card came from).
public struct CardSinkError: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
