public import Imaging

/// A card's file, as encoded for publishing: its bytes and how legible each text block is in it.
public struct EncodedCard {
    public var bytes: [UInt8]
    /// The encoding used (a lossy file's quality may have been raised for legibility).
    public var format: EncodingFormat
    /// Each block's lowest contrast in the file as decoded (as composed, for a lossless file or
    /// one not measured), in block order.
    public var contrasts: [Double]
    /// The first block still below its ratio in the file; nil when every block reads.
    public var shortfall: ContrastShortfall?
}
