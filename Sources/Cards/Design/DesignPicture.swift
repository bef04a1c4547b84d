import Foundation
public import Imaging

/// A picture a design names (a logo, a badge), decoded from the bytes the project's loader
/// read: the loader reads files (confined to the project), Cards makes pixels of them, so image
/// formats are known only from Cards down.
public struct DesignPicture: Sendable {
    /// Premultiplied RGBA, with the picture's transparency.
    public let bitmap: RGBABitmap

    public var pixelCount: Int { bitmap.width * bitmap.height }

    /// The pixels the picture in `bytes` holds, from its header alone: a design's budget is
    /// counted before anything is decoded.
    public static func pixelCount(of bytes: [UInt8], limit: Int) -> Result<Int, DesignPictureError> {
        Result { () throws(ImagingError) in
            try ImageDecoder(maximumPixels: limit).probe(Data(bytes)).size
        }.map { $0.width * $0.height }.mapError { DesignPictureError(reason: $0.message) }
    }

    /// The picture in `bytes`, decoded with its transparency; at most `limit` pixels.
    public static func decoded(from bytes: [UInt8], limit: Int) -> Result<DesignPicture, DesignPictureError> {
        Result { () throws(ImagingError) in
            DesignPicture(bitmap: try ImageDecoder(maximumPixels: limit).decodeWithTransparency(Data(bytes)))
        }.mapError { DesignPictureError(reason: $0.message) }
    }
}
