internal import CWOFF2Encoder

/// Web fonts in WOFF2, the format every current browser reads: the same font, its tables
/// transformed and Brotli-compressed by Google's encoder (libwoff2enc), typically about
/// half the bytes of the OpenType file.
public enum WOFF2 {
    public struct EncodingError: Error, CustomStringConvertible {
        public var description: String { "not an OpenType font the WOFF2 encoder can read" }
    }

    /// Changes when the encoding does (its settings here, or the library): part of the key of
    /// every file made with it.
    public static let encoderRevision = "1 brotli-11"

    /// The WOFF2 file of an OpenType (`.otf`, `.ttf`) font.
    public static func encode(_ font: [UInt8]) throws(EncodingError) -> [UInt8] {
        guard !font.isEmpty else { throw EncodingError() }
        return try font.withUnsafeBufferPointer { input throws(EncodingError) -> [UInt8] in
            guard let base = input.baseAddress else { throw EncodingError() }
            let capacity = draper_woff2_max_size(base, input.count)
            guard capacity > 0 else { throw EncodingError() }
            var output = [UInt8](repeating: 0, count: capacity)
            var written = capacity
            let succeeded = output.withUnsafeMutableBufferPointer { buffer in
                draper_woff2_encode(base, input.count, buffer.baseAddress, &written)
            }
            guard succeeded == 1, written > 0, written <= capacity else { throw EncodingError() }
            output.removeSubrange(written...)
            return output
        }
    }
}
