/// The image file formats Draper reads, recognised by their leading bytes (never by extension).
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg, png, gif, webp

    /// Recognises a format from the first bytes of a file.
    public static func sniff(_ bytes: UnsafeRawBufferPointer) -> ImageFormat? {
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            guard bytes.count >= offset + prefix.count else { return false }
            return prefix.indices.allSatisfy { bytes[offset + $0] == prefix[$0] }
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { return .gif }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { return .webp }
        return nil
    }
}
