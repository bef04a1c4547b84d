/// An image could not be read, transformed or written.
///
/// The description is one sentence that names the file (when there is one) and what
/// went wrong, including the message of the C library that failed.
public struct ImagingError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case unreadable(String)
        /// The path names a folder, FIFO, device or socket (described).
        case notAFile(String)
        case empty
        case unsupportedFormat
        case corrupt(String)
        case tooLarge(width: Int, height: Int, limit: Int)
        case zeroSize
        case invalidSize(width: Int, height: Int)
        case encodingFailed(String)
        case outOfMemory
    }

    /// The file involved, as the user named it; `nil` for in-memory data.
    public var file: String?
    public var reason: Reason

    public init(_ reason: Reason, file: String? = nil) {
        self.reason = reason
        self.file = file
    }

    /// The same error, attributed to `file` when it has no file yet.
    public func attributed(to file: String) -> ImagingError {
        ImagingError(reason, file: self.file ?? file)
    }

    public var message: String {
        switch reason {
        case .unreadable(let detail): "cannot read image: \(detail)"
        case .notAFile(let kind): "this is \(kind), not an image file"
        case .empty: "image file is empty"
        case .unsupportedFormat: "unsupported image format (expected JPEG, PNG, WebP or GIF)"
        case .corrupt(let detail): "corrupt or truncated image: \(detail)"
        case let .tooLarge(width, height, limit):
            "image is \(width)×\(height) pixels, over the limit of \(limit / 1_000_000) megapixels"
        case .zeroSize: "image has no pixels (zero width or height)"
        case let .invalidSize(width, height):
            width > PixelSize.maximumSide || height > PixelSize.maximumSide
                ? "image is \(width)×\(height) pixels; each side may be at most \(PixelSize.maximumSide) pixels"
                : "invalid image size \(width)×\(height)"
        case .encodingFailed(let detail): "cannot encode image: \(detail)"
        case .outOfMemory: "out of memory while processing image"
        }
    }

    public var description: String {
        if let file { return "\(file): \(message)" }
        return message
    }
}
