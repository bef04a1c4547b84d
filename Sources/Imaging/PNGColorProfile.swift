internal import CDeflate
import Foundation

/// The colour profile (`iCCP` chunk) of a PNG, which Draper does not apply.
///
/// Draper reads images as sRGB (as libgd did), and its PNG reader skips the chunk unread; a
/// profile worth knowing about — one that is not sRGB, whose colours will shift, or one that
/// is damaged — becomes one note naming the file. Only the first profile is looked at (a PNG
/// may hold one, before its image data), so a file of many cannot make Draper inflate each.
enum PNGColorProfile {
    /// A note when the PNG's colour profile is not plain sRGB; nil without one.
    static func note(in png: UnsafeRawBufferPointer) -> String? {
        guard png.count > 8, png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var offset = 8
        while offset + 12 <= png.count {
            let length =
                Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let end = offset + 12 + length
            guard end <= png.count else { return nil }
            switch String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) {
            case "iCCP": return describe(Array(png[(offset + 8)..<(offset + 8 + length)]))
            case "IDAT", "IEND": return nil
            default: offset = end
            }
        }
        return nil
    }

    /// Nil for an sRGB profile (ignoring it changes nothing); otherwise what to tell the user.
    private static func describe(_ chunk: [UInt8]) -> String? {
        // keyword, NUL, compression method (0), then the zlib-compressed profile
        guard let separator = chunk.firstIndex(of: 0), separator + 2 <= chunk.count else {
            return "its colour profile (iCCP) is damaged; it was ignored"
        }
        let keyword = String(decoding: chunk[..<separator], as: UTF8.self)
        let compressed = Array(chunk[(separator + 2)...])
        guard let profile = inflate(compressed) else {
            return "its colour profile '\(keyword)' (iCCP) is damaged; it was ignored"
        }
        if keyword.contains("sRGB") || containsASCII("sRGB", in: profile) { return nil }
        return
            "its colour profile '\(keyword)' is not sRGB; Draper reads images as sRGB, so colours may differ from apps that apply the profile"
    }

    private static func containsASCII(_ text: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if Array(bytes[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    /// The zlib stream inflated with libdeflate, for profiles up to 16 MB.
    private static func inflate(_ compressed: [UInt8]) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = max(4096, compressed.count * 4)
        while capacity <= 16 << 20 {
            var output = [UInt8](repeating: 0, count: capacity)
            var written = 0
            let result = compressed.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { buffer in
                    libdeflate_zlib_decompress(
                        decompressor, input.baseAddress, input.count, buffer.baseAddress, buffer.count, &written)
                }
            }
            switch result {
            case LIBDEFLATE_SUCCESS: return Array(output[..<written])
            case LIBDEFLATE_INSUFFICIENT_SPACE: capacity *= 4
            default: return nil
            }
        }
        return nil
    }
}
