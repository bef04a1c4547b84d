internal import CWebP

/// Decodes WebP files, still or animated, with libwebp's animation decoder: an animation gives
/// its first frame as it stands on the canvas (as an animated GIF gives its first frame), a
/// still file its image. libgd's reader took only still files, and called an animated one
/// "cannot allocate temporary buffer"; libwebp prints nothing, and its failures become
/// Draper's errors.
enum WebPDecoder {
    /// The image in `bytes`, whose header declares a canvas of `size`.
    static func decode(_ bytes: UnsafeRawBufferPointer, size: PixelSize) throws(ImagingError) -> Image {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count >= 12 else {
            throw ImagingError(.empty)
        }
        // "RIFF" and the size of what follows it: a file shorter than that was cut.
        let declared = (0..<4).reduce(0) { $0 | Int(bytes[4 + $1]) << (8 * $1) }
        guard bytes.count >= 8 + declared else {
            throw ImagingError(.corrupt("the WebP file ends before its image does"))
        }
        var data = WebPData(bytes: base, size: bytes.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw ImagingError(.unreadable("the installed libwebp does not match the one Draper was built with"))
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        let damaged = ImagingError(.corrupt("the WebP's image data is damaged"))
        guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw damaged }
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw damaged }
        guard Int(info.canvas_width) == size.width, Int(info.canvas_height) == size.height else {
            throw ImagingError(.corrupt("the WebP's canvas differs from its header's size"))
        }
        var frame: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else { throw damaged }
        // The canvas stays libwebp's until the decoder is deleted: copied into the image first.
        return try Image(
            straightRGBA: UnsafeBufferPointer(start: frame, count: size.width * size.height * 4), size: size)
    }
}
