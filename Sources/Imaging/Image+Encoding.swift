internal import CGD

extension Image {
    /// The image as a PNG, JPEG, WebP or AVIF file. The same pixels and format always give the
    /// same bytes.
    public func encoded(as format: EncodingFormat) throws(ImagingError) -> [UInt8] {
        switch format {
        case .png(let level):
            return try PNGEncoder(level: level).encode(self)
        case .palettePNG(let level):
            let quantized = try PaletteQuantizer.quantize(self)
            return try PNGEncoder(level: level).encode(
                indices: quantized.indices, width: width, height: height, palette: quantized.palette)
        case .jpeg(let quality):
            return try JPEGEncoder.encode(self, quality: quality)
        case .webp(let quality):
            guard (1...100).contains(quality) else {
                throw ImagingError(.encodingFailed("WebP quality must be 1…100, not \(quality)"))
            }
            return try encodeWithLibGD("WebP") { gdImageWebpPtrEx($0, &$1, Int32(quality)) }
        case .avif(let quality):
            return try AVIFCodec.encode(self, quality: quality)
        }
    }

    /// Runs one of libgd's `…Ptr` encoders and copies its buffer out, releasing it with
    /// `gdFree` on every path.
    private func encodeWithLibGD(
        _ name: String, _ encoder: (gdImagePtr, inout Int32) -> UnsafeMutableRawPointer?
    ) throws(ImagingError) -> [UInt8] {
        let (bytes, messages): ([UInt8]?, [String]) = GDErrorCapture.capturing {
            withGDImage { image in
                var size: Int32 = 0
                guard let buffer = encoder(image, &size) else { return nil }
                defer { gdFree(buffer) }
                guard size > 0 else { return nil }
                return Array(UnsafeRawBufferPointer(start: buffer, count: Int(size)))
            }
        }
        guard let bytes else {
            throw ImagingError(
                .encodingFailed(GDErrorCapture.summary(messages, fallback: "libgd could not write \(name)")))
        }
        return bytes
    }
}
