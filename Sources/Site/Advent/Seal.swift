import Foundation

/// Hides a locked day's content in its page until the script opens it on the date.
///
/// This is spoiler protection, not secrecy: the text cannot be read or searched in the
/// page source, but the page's own script can undo it, and so can anyone who reads that
/// script. The keystream is a 32-bit LCG seeded with FNV-1a of `key`; `draper.js` mirrors
/// it byte for byte.
enum Seal {
    static func seal(_ html: String, key: String) -> String {
        var bytes = Array(html.utf8)
        applyKeystream(&bytes, key: key)
        return Data(bytes).base64EncodedString()
    }

    /// The inverse, for tests.
    static func unseal(_ sealed: String, key: String) -> String? {
        guard let data = Data(base64Encoded: sealed) else { return nil }
        var bytes = Array(data)
        applyKeystream(&bytes, key: key)
        return String(bytes: bytes, encoding: .utf8)
    }

    /// XOR with the keystream: its own inverse.
    private static func applyKeystream(_ bytes: inout [UInt8], key: String) {
        var state: UInt32 = 2_166_136_261
        for unit in key.utf16 { state = (state ^ UInt32(unit)) &* 16_777_619 }
        for index in bytes.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes[index] ^= UInt8(state >> 24)
        }
    }
}
