/// FNV-1a, 64 bits, in hex: how a design's pictures enter its fingerprint, so a changed file
/// changes every card's key. (Change detection, not security: nothing here is secret or
/// adversarial, and the card's own inputs are hashed with SHA-256 by the site.)
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
