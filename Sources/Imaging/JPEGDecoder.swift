internal import CGD
internal import CTurboJPEG

/// Decodes JPEG files with libturbojpeg, at a reduced scale when the card is smaller.
///
/// libjpeg can skip most of the inverse DCT work and decode straight to 1/2, 1/4 or 1/8 of
/// the stored size (libvips calls this shrink-on-load). A 2400×1600 photo for a 1200×630
/// card decodes at 1/2 in a fraction of the time, with the same quality as decoding fully
/// and then averaging. libgd's own JPEG reader cannot scale, so it only handles the CMYK
/// files libturbojpeg cannot convert to RGB.
///
/// Only those power-of-two scales are used, as libvips does, and the cover crop averages
/// the rest of the way down. libjpeg also offers the M/8 scales in between, but a photo
/// reduced by 6/8 in the DCT keeps all of its film grain at full strength, where averaging
/// 4 pixels into 3 softens it a little: on grainy photos the cards' PNGs came out 8 % larger
/// for a difference hard to see under the dark layer. A background is prepared once per
/// photo and card size, so the larger decode costs once per photo, not once per card.
enum JPEGDecoder {
    private final class Handle {
        let raw: tjhandle

        init() throws(ImagingError) {
            guard let raw = tjInitDecompress() else {
                throw ImagingError(.unreadable(String(cString: tjGetErrorStr2(nil))))
            }
            self.raw = raw
        }

        deinit { tjDestroy(raw) }

        var lastError: String { String(cString: tjGetErrorStr2(raw)) }
    }

    private struct Header {
        var width: Int
        var height: Int
        var colorspace: Int32
    }

    private static func header(_ handle: Handle, _ bytes: UnsafeRawBufferPointer) throws(ImagingError) -> Header {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            let size = UInt(exactly: bytes.count)
        else { throw ImagingError(.empty) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle.raw, base, size, &width, &height, &subsampling, &colorspace) == 0 else {
            throw ImagingError(.corrupt(handle.lastError))
        }
        return Header(width: Int(width), height: Int(height), colorspace: colorspace)
    }

    /// The stored (not EXIF-rotated) pixel size.
    static func dimensions(of bytes: UnsafeRawBufferPointer) throws(ImagingError) -> (width: Int, height: Int) {
        let parsed = try header(try Handle(), bytes)
        return (parsed.width, parsed.height)
    }

    /// Decodes and turns the image upright. When `cover` is given, decodes at the smallest
    /// libjpeg scale whose result still covers that size after rotation.
    static func decode(_ bytes: UnsafeRawBufferPointer, cover: PixelSize?) throws(ImagingError) -> Image {
        let handle = try Handle()
        let parsed = try header(handle, bytes)
        // A progressive JPEG costs a pass over the whole image per scan: a small file of
        // thousands of scans is minutes of CPU (libjpeg-turbo's own limit is 500; libgd's
        // reader, used for CMYK, has none, so the scans are counted here for both).
        let scans = scanCount(bytes)
        guard scans <= maximumScans else {
            throw ImagingError(
                .corrupt(
                    "the JPEG has \(scans) scans; at most \(maximumScans) are read (a real photo has at most a dozen)"))
        }
        let orientation = ExifOrientation.read(fromJPEG: bytes)
        let stored: Image
        if parsed.colorspace == TJCS_CMYK.rawValue || parsed.colorspace == TJCS_YCCK.rawValue {
            stored = try decodeWithLibGD(bytes)
        } else {
            let target = cover.map { orientation.swapsDimensions ? ($0.height, $0.width) : ($0.width, $0.height) }
            stored = try decodeScaled(handle, bytes, parsed, covering: target)
        }
        return try orientation.apply(to: stored)
    }

    private static func decodeScaled(
        _ handle: Handle, _ bytes: UnsafeRawBufferPointer, _ header: Header, covering target: (Int, Int)?
    ) throws(ImagingError) -> Image {
        let (width, height) = scaledSize(header, covering: target)
        let decoded = try Image(size: PixelSize(width: width, height: height))
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw ImagingError(.empty) }
        // Three bytes a pixel, not libgd's four: the decoded copy and libgd's are both alive
        // until this returns, and a portrait photo decoded whole for a landscape card is the
        // largest buffer of a build (11.5 MB here instead of 15.4). libjpeg writes every byte.
        var status: Int32 = 0
        // One byte more than the pixels, so that the last pixel too can be read as four bytes.
        let count = width * height * 3
        let buffer = [UInt8](unsafeUninitializedCapacity: count + 1) { pixels, initialized in
            status = tjDecompress2(
                handle.raw, base, UInt(bytes.count), pixels.baseAddress, Int32(width), 0, Int32(height),
                TJPF_RGB.rawValue, TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            pixels[count] = 0
            initialized = status == 0 ? pixels.count : 0
        }
        // A truncated file is only a libjpeg *warning* (the rest is grey); for a card that is an error.
        guard status == 0 else { throw ImagingError(.corrupt(handle.lastError)) }
        // libgd's pixel is 0x00RRGGBB (the top byte, alpha, zero: opaque). Each pixel is read as
        // four bytes, R G B and the next pixel's R: a little-endian word that, byte-swapped and
        // shifted, is libgd's. Half the time of three byte reads, on every photo and every JPEG
        // card measured.
        buffer.withUnsafeBytes { pixels in
            guard let first = pixels.baseAddress else { return }
            decoded.forEachRow { y, row in
                let line = first + y * width * 3
                for x in 0..<width {
                    let word = line.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self)
                    row[x] = Int32(bitPattern: UInt32(littleEndian: word).byteSwapped >> 8)
                }
            }
        }
        return decoded
    }

    /// The smallest libjpeg scaling of 1/1, 1/2, 1/4 or 1/8 whose output is at least `target`.
    private static func scaledSize(_ header: Header, covering target: (Int, Int)?) -> (Int, Int) {
        let full = (header.width, header.height)
        guard let (targetWidth, targetHeight) = target else { return full }
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return full }
        var best = full
        for index in 0..<Int(count) {
            let factor = factors[index]
            guard factor.num == 1, factor.denom >= 1 else { continue }
            // TJSCALED is a macro: ceil(dimension * num / denom).
            let width = (header.width * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            let height = (header.height * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            // Cover-cropping from the decoded image must never need to enlarge it.
            if width >= targetWidth, height >= targetHeight, width * height < best.0 * best.1 {
                best = (width, height)
            }
        }
        return best
    }

    /// libjpeg-turbo's own limit on a progressive JPEG's scans (`TJFLAG_LIMITSCANS`).
    static let maximumScans = 500

    /// How many start-of-scan markers the file holds: FF DA cannot occur in entropy-coded
    /// data (an FF there is always followed by 00 or a restart marker), so this is exact.
    static func scanCount(_ bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var index = bytes.startIndex
        let end = bytes.endIndex - 1
        while index < end {
            if bytes[index] == 0xFF, bytes[index + 1] == 0xDA { count += 1 }
            index += 1
        }
        return count
    }

    private static func decodeWithLibGD(_ bytes: UnsafeRawBufferPointer) throws(ImagingError) -> Image {
        guard let size = Int32(exactly: bytes.count) else { throw ImagingError(.unreadable("file is over 2 GiB")) }
        let (pointer, messages) = GDErrorCapture.capturing {
            gdImageCreateFromJpegPtrEx(size, UnsafeMutableRawPointer(mutating: bytes.baseAddress), 0)
        }
        guard let pointer else {
            throw ImagingError(.corrupt(GDErrorCapture.summary(messages, fallback: "libgd could not decode the JPEG")))
        }
        return try Image(adopting: pointer)
    }
}
