import Foundation

/// What a published record remembers of a quote, to know it again after an edit: a hash of
/// its text, one of its speaker, and a sketch of its text from which the likeness of two texts
/// can be estimated without keeping either (b-bit MinHash over 3-grams of letters and digits).
///
/// Written by hand: the hashes need to be stable across machines and versions (Swift's
/// `Hasher` is seeded per process), short enough for one line per quote, and fast on 100,000
/// quotes; FNV-1a and MinHash are a few lines each.
public struct QuoteFingerprint: Hashable, Sendable {
    /// 16 hex digits of the text, its whitespace folded.
    public var text: String
    /// 8 hex digits of the speaker, folded as tags and speakers are grouped.
    public var speaker: String
    /// `sketchSize` minimum hashes, the low 8 bits of each in 2 hex digits (two unrelated values
    /// agree once in 256, which barely moves an estimate).
    public var sketch: String

    static let sketchSize = 16
    /// The estimated likeness from which two texts count as one quote edited: a word changed
    /// in a short quote leaves about half its 3-grams. Another speaker too needs much more.
    static let sameQuoteLikeness = 0.35
    static let sameQuoteLikenessOtherSpeaker = 0.6

    public init(text: String, speaker: String, sketch: String) {
        self.text = text
        self.speaker = speaker
        self.sketch = sketch
    }

    /// The fingerprint of a quote's text and speaker.
    init(text: String, speaker: String) {
        let normal = Self.normalized(text)
        (self.text, self.speaker) = Self.identity(normalizedText: normal, speaker: speaker)
        sketch = Self.sketch(of: normal)
    }

    /// A fingerprint's `text` and `speaker` hashes alone: what knows a quote again when its
    /// text is the same, for a few hashes where the sketch costs a hash per 3-gram and slot.
    static func identity(text: String, speaker: String) -> (text: String, speaker: String) {
        identity(normalizedText: normalized(text), speaker: speaker)
    }

    private static func identity(normalizedText: String, speaker: String) -> (text: String, speaker: String) {
        (hex(fnv1a(normalizedText), digits: 16), hex(fnv1a(normalized(speaker).lowercased()), digits: 8))
    }

    /// How alike two texts are, 0…1: the share of sketch values they have in common.
    func likeness(to other: QuoteFingerprint) -> Double {
        let mine = Array(sketch.utf8), theirs = Array(other.sketch.utf8)
        guard mine.count == theirs.count, mine.count == Self.sketchSize * 2 else { return 0 }
        var same = 0
        for slot in 0..<Self.sketchSize where mine[(slot * 2)..<(slot * 2 + 2)] == theirs[(slot * 2)..<(slot * 2 + 2)] {
            same += 1
        }
        return Double(same) / Double(Self.sketchSize)
    }

    /// Whether `text` is a fingerprint's text or speaker hash as a record writes it.
    static func isHash(_ text: String, digits: Int) -> Bool {
        text.utf8.count == digits && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Runs of whitespace as one space, trimmed, in Unicode's composed form.
    static func normalized(_ text: String) -> String {
        // Printable ASCII spaced singly is its own normal form: most quotes, every build.
        if isPlainASCII(text) { return text }
        return text.precomposedStringWithCanonicalMapping.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `text` is printable ASCII with no space at either end and none doubled.
    static func isPlainASCII(_ text: String) -> Bool {
        // The bytes in place where the string has them (always, for a quote read from a file):
        // a string's UTF-8 view, read byte by byte, cost three times as much.
        text.utf8.withContiguousStorageIfAvailable(isPlainASCII) ?? isPlainASCII(Array(text.utf8))
    }

    private static func isPlainASCII(_ bytes: some Collection<UInt8>) -> Bool {
        var previous: UInt8 = 0x20
        for byte in bytes {
            guard (0x20...0x7E).contains(byte), byte != 0x20 || previous != 0x20 else { return false }
            previous = byte
        }
        return previous != 0x20
    }

    /// The letters and digits of `text`, lowercased: what its sketch is made from.
    static func letters(of text: String) -> [Unicode.Scalar] {
        if isPlainASCII(text) {
            // ASCII's letters are A–Z and a–z, its digits 0–9: what the Unicode test below finds.
            return text.utf8.compactMap { byte in
                switch byte {
                case 0x41...0x5A: Unicode.Scalar(byte + 0x20)
                case 0x61...0x7A, 0x30...0x39: Unicode.Scalar(byte)
                default: nil
                }
            }
        }
        return Array(
            text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }

    private static func sketch(of text: String) -> String {
        // Letters and digits only, lowercased: punctuation and spacing fixes barely move it.
        let scalars = letters(of: text)
        let gramLength = 3
        var minima = [UInt64](repeating: .max, count: sketchSize)
        // A gram's hash is FNV-1a over its scalars' UTF-8, hashed in place (no bytes gathered:
        // this ran for every quote of every build).
        func gramHash(_ gram: ArraySlice<Unicode.Scalar>) -> UInt64 {
            var value: UInt64 = fnvOffsetBasis
            for scalar in gram {
                for byte in scalar.utf8 {
                    value ^= UInt64(byte)
                    value &*= fnvPrime
                }
            }
            return value
        }
        let grams =
            scalars.count < gramLength
            ? 0..<1 : 0..<(scalars.count - gramLength + 1)
        for start in grams {
            let base = gramHash(scalars[start..<min(start + gramLength, scalars.count)])
            for slot in 0..<sketchSize {
                // One hash function per slot: the gram's hash mixed with the slot's seed.
                let value = mix(base ^ slotSeeds[slot])
                if value < minima[slot] { minima[slot] = value }
            }
        }
        // The low 8 bits: a minimum's high bits are nearly always zero.
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(sketchSize * 2)
        for minimum in minima {
            hex.append(digits[Int(minimum >> 4 & 0xF)])
            hex.append(digits[Int(minimum & 0xF)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    private static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3
    private static let slotSeeds = (0..<sketchSize).map { 0x9E37_79B9_7F4A_7C15 &* UInt64($0 + 1) }

    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(Array(text.utf8))
    }

    private static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var value = fnvOffsetBasis
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= fnvPrime
        }
        return value
    }

    /// SplitMix64's finaliser: spreads FNV's output over all 64 bits.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The first `digits` of the 16 hex digits of `value`.
    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - text.count)) + text
        return String(padded.prefix(digits))
    }
}
