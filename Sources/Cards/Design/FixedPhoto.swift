import Foundation
import Imaging

/// A photo the design itself names (a texture, a brand backdrop), drawn instead of the quote's.
public struct FixedPhoto: Sendable, Hashable {
    /// Where it is read from.
    public var path: String
    /// What the design calls it (as written), in messages.
    public var name: String
    /// The file's bytes hashed: a changed photo changes every card's key.
    public var contentHash: String

    /// The photo at `path`, whose file holds `bytes`.
    public init(path: String, name: String, bytes: [UInt8]) {
        self.path = path
        self.name = name
        contentHash = ContentHash.of(bytes)
    }

    /// The photo at `path` if `bytes` (its file's) hold one Draper decodes, by its header.
    public static func checked(path: String, name: String, bytes: [UInt8]) -> Result<FixedPhoto, DesignPictureError> {
        Result { () throws(ImagingError) in
            _ = try ImageDecoder().probe(Data(bytes))
            return FixedPhoto(path: path, name: name, bytes: bytes)
        }.mapError { DesignPictureError(reason: $0.message) }
    }
}
