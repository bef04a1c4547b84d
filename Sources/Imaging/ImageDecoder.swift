internal import CGD
public import Foundation
import SafeFiles

/// Reads JPEG, PNG, WebP and GIF files into upright, opaque truecolor images.
///
/// Every file's header is read before any pixel is decoded, so an image that declares
/// more pixels than `maximumPixels` is refused without allocating for it.
public struct ImageDecoder: Sendable {
    /// The most pixels a background may declare (100 megapixels by default: larger than any
    /// phone photo, far smaller than a decompression bomb).
    public var maximumPixels: Int

    public init(maximumPixels: Int = 100_000_000) {
        self.maximumPixels = maximumPixels
    }

    /// Decodes the file at `path`; errors name the path as given.
    ///
    /// - Parameter cover: the size the image will be cover-cropped to, if known; JPEGs are
    ///   then decoded at the smallest scale that still covers it.
    public func decode(contentsOf path: String, cover: PixelSize? = nil) throws(ImagingError) -> Image {
        try decodeNoting(contentsOf: path, cover: cover).image
    }

    /// Decodes the file at `path`, with what the user should know about it (a colour profile
    /// that was not applied); errors name the path as given.
    public func decodeNoting(contentsOf path: String, cover: PixelSize? = nil) throws(ImagingError) -> (
        image: Image, notes: [String]
    ) {
        try decodeNoting(contentsOf: path, cover: cover, keepingTransparency: false)
    }

    /// Decodes the file at `path` with its transparency (a logo or badge for a card), as
    /// premultiplied RGBA; errors name the path as given.
    public func decodeWithTransparency(contentsOf path: String) throws(ImagingError) -> RGBABitmap {
        try decodeNoting(contentsOf: path, cover: nil, keepingTransparency: true).image.rgbaBitmap()
    }

    /// Decodes an image held in memory with its transparency (a logo or badge for a card), as
    /// premultiplied RGBA.
    public func decodeWithTransparency(_ data: Data) throws(ImagingError) -> RGBABitmap {
        let result: Result<Image, ImagingError> = data.withUnsafeBytes { bytes in
            Result { () throws(ImagingError) -> Image in try decode(bytes, cover: nil, flattening: false) }
        }
        return try result.get().rgbaBitmap()
    }

    /// The format and stored size of the file at `path`, from its header; errors name the path.
    public func probe(contentsOf path: String) throws(ImagingError) -> (format: ImageFormat, size: PixelSize) {
        do {
            return try probe(try Self.contents(of: path))
        } catch {
            throw error.attributed(to: path)
        }
    }

    /// The file's bytes, mapped; a FIFO, device or folder is refused by its type first.
    private static func contents(of path: String) throws(ImagingError) -> Data {
        // By type first: opening a FIFO to find out would block, and a device could answer forever.
        switch FileKind(path: path) {
        case .regular: break
        case .missing: throw ImagingError(.unreadable("no such file"), file: path)
        case let kind: throw ImagingError(.notAFile(kind.description), file: path)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw ImagingError(.unreadable(Self.describe(error)), file: path)
        }
    }

    private func decodeNoting(contentsOf path: String, cover: PixelSize?, keepingTransparency: Bool)
        throws(ImagingError) -> (image: Image, notes: [String])
    {
        let data = try Self.contents(of: path)
        do {
            let result: Result<(Image, String?), ImagingError> = data.withUnsafeBytes { bytes in
                Result { () throws(ImagingError) -> (Image, String?) in
                    (try decode(bytes, cover: cover, flattening: !keepingTransparency), PNGColorProfile.note(in: bytes))
                }
            }
            let (image, note) = try result.get()
            return (image, note.map { [$0] } ?? [])
        } catch {
            throw error.attributed(to: path)
        }
    }

    /// Decodes an image held in memory.
    public func decode(_ data: Data, cover: PixelSize? = nil) throws(ImagingError) -> Image {
        let result: Result<Image, ImagingError> = data.withUnsafeBytes { bytes in
            Result { () throws(ImagingError) -> Image in try decode(bytes, cover: cover) }
        }
        return try result.get()
    }

    /// Decodes a file Draper has just encoded, to measure what a reader will see. AVIF is read
    /// only here: it is an output format, never accepted as a photo (its size lives deep in
    /// nested boxes, and a photo's header is checked before any pixel is decoded).
    public func decode(encoded bytes: [UInt8], as format: EncodingFormat) throws(ImagingError) -> Image {
        guard case .avif = format else { return try decode(Data(bytes)) }
        return try AVIFCodec.decode(bytes)
    }

    /// The format and upright-independent stored size, read from the header only.
    public func probe(_ data: Data) throws(ImagingError) -> (format: ImageFormat, size: PixelSize) {
        let result: Result<ImageHeader, ImagingError> = data.withUnsafeBytes { bytes in
            Result { () throws(ImagingError) -> ImageHeader in try ImageHeader.read(bytes) }
        }
        let header = try result.get()
        return (header.format, try checkedSize(header))
    }

    private func checkedSize(_ header: ImageHeader) throws(ImagingError) -> PixelSize {
        guard header.width > 0, header.height > 0 else { throw ImagingError(.zeroSize) }
        guard header.width * header.height <= maximumPixels else {
            throw ImagingError(.tooLarge(width: header.width, height: header.height, limit: maximumPixels))
        }
        return try PixelSize(width: header.width, height: header.height)
    }

    private func decode(_ bytes: UnsafeRawBufferPointer, cover: PixelSize?, flattening: Bool = true)
        throws(ImagingError) -> Image
    {
        let header = try ImageHeader.read(bytes)
        let size = try checkedSize(header)
        let image: Image
        switch header.format {
        case .jpeg:
            image = try JPEGDecoder.decode(bytes, cover: cover)
        case .png:
            image = try PNGDecoder.decode(bytes, size: size).image
        case .gif:
            // libgd reads the first frame of an animated GIF.
            image = try decodeWithLibGD(bytes, format: "GIF", gdImageCreateFromGifPtr)
        case .webp:
            image = try WebPDecoder.decode(bytes, size: size)
        }
        if flattening { image.flattenTransparency() }
        return image
    }

    private func decodeWithLibGD(
        _ bytes: UnsafeRawBufferPointer, format: String,
        _ reader: (Int32, UnsafeMutableRawPointer?) -> gdImagePtr?
    ) throws(ImagingError) -> Image {
        guard let size = Int32(exactly: bytes.count) else { throw ImagingError(.unreadable("file is over 2 GiB")) }
        // libgd takes a non-const pointer but only reads the buffer.
        let (pointer, messages) = GDErrorCapture.capturing {
            reader(size, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        }
        guard let pointer else {
            throw ImagingError(
                .corrupt(GDErrorCapture.summary(messages, fallback: "libgd could not decode the \(format) data")))
        }
        return try Image(adopting: pointer)
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let message = strerror(Int32(underlying.code))
        {
            return String(cString: message).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
