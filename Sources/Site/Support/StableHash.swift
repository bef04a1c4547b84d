/// 64-bit hashes that are the same on every machine and in every run (Swift's `Hasher` is
/// seeded per process): FNV-1a over UTF-8, spread over all 64 bits by SplitMix64's step.
enum StableHash {
    static func of(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        return mixed(value)
    }

    /// SplitMix64's output for the state `value`: neighbouring values give unrelated results.
    static func mixed(_ value: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: value)
        return generator.next()
    }
}
