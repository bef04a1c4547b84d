internal import CExif
internal import CGD

/// How a camera says its stored pixels must be turned to be seen upright (EXIF tag 0x0112).
enum ExifOrientation: Int {
    case up = 1, mirrored = 2, down = 3, mirroredDown = 4
    case transposed = 5, right = 6, transverse = 7, left = 8

    /// Reads the orientation from a JPEG's APP1 segment with libexif; `.up` when absent or unreadable.
    static func read(fromJPEG bytes: UnsafeRawBufferPointer) -> ExifOrientation {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            let size = UInt32(exactly: bytes.count),
            let data = exif_data_new_from_data(base, size)
        else { return .up }
        defer { exif_data_unref(data) }
        let order = exif_data_get_byte_order(data)
        // The tag lives in IFD0 (the main image); IFD1 describes the thumbnail.
        guard let content = data.pointee.ifd.0,
            let entry = exif_content_get_entry(content, EXIF_TAG_ORIENTATION),
            entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1,
            let value = entry.pointee.data
        else { return .up }
        return ExifOrientation(rawValue: Int(exif_get_short(value, order))) ?? .up
    }

    /// Whether showing the image upright swaps its width and height.
    var swapsDimensions: Bool { rawValue >= 5 }

    /// Returns `image` turned upright. libgd's rotation turns counter-clockwise and is exact
    /// for multiples of 90°; mirroring happens in place.
    func apply(to image: Image) throws(ImagingError) -> Image {
        switch self {
        case .up:
            return image
        case .mirrored:
            image.withGDImage { gdImageFlipHorizontal($0) }
            return image
        case .down:
            image.withGDImage { gdImageFlipBoth($0) }
            return image
        case .mirroredDown:
            image.withGDImage { gdImageFlipVertical($0) }
            return image
        case .transposed:
            let turned = try Self.rotate(image, counterClockwiseDegrees: 270)
            turned.withGDImage { gdImageFlipHorizontal($0) }
            return turned
        case .right:
            return try Self.rotate(image, counterClockwiseDegrees: 270)
        case .transverse:
            let turned = try Self.rotate(image, counterClockwiseDegrees: 90)
            turned.withGDImage { gdImageFlipHorizontal($0) }
            return turned
        case .left:
            return try Self.rotate(image, counterClockwiseDegrees: 90)
        }
    }

    private static func rotate(_ image: Image, counterClockwiseDegrees degrees: Float) throws(ImagingError) -> Image {
        guard let rotated = image.withGDImage({ gdImageRotateInterpolated($0, degrees, 0) }) else {
            throw ImagingError(.outOfMemory)
        }
        return try Image(adopting: rotated)
    }
}
