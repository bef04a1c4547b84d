/// Where a card batch puts the files it renders: the output folder of a build, or memory
/// for a command that needs a card without publishing it (`draper email --now`).
protocol CardSink: Sendable {
    /// Whether a file made from inputs hashing to `key` is already in place.
    func isUpToDate(_ relativePath: String, key: String) -> Bool
    /// Records that the file in place stays as it is.
    func keep(_ relativePath: String)
    /// The warnings recorded when the file in place was made.
    func recordedWarnings(_ relativePath: String) -> [String]
    func write(_ bytes: [UInt8], to relativePath: String, key: String, warnings: [String]) throws(OutputError)
}

extension OutputDirectory: CardSink {}
