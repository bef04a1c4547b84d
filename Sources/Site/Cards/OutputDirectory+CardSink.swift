public import Cards
public import SiteOutput

/// A build's cards go straight into its output folder, under the same rules as every file.
extension OutputDirectory: CardSink {
    public func store(_ bytes: [UInt8], at relativePath: String, key: String, warnings: [String])
        throws(CardSinkError)
    {
        do {
            try write(bytes, to: relativePath, key: key, warnings: warnings)
        } catch {
            throw CardSinkError(error.diagnostic)
        }
    }
}
