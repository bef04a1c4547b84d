import CHyphen
import Foundation
import Synchronization

/// Where a word may be hyphenated, from the hyphenation patterns installed for its language
/// (Debian's `hyphen-*` packages, read by libhyphen: the patterns LibreOffice uses).
///
/// Used only when a word is wider than a line even at the smallest size: then it breaks at a
/// hyphenation point, with a hyphen, rather than anywhere. Languages without patterns get
/// none. Dictionaries are loaded once per process and shared (libhyphen reads them only).
final class Hyphenator: @unchecked Sendable {
    /// The loaded dictionary; owned by this object, freed in `deinit`, used under `lock`.
    private let dictionary: UnsafeMutablePointer<HyphenDict>
    private let lock = Mutex(())
    /// The pattern file's character set when it is not UTF-8.
    private let charset: SingleByteCharset?

    /// Folders searched for `hyph_<language>_<REGION>.dic`.
    static let folders = ["/usr/share/hyphen"]

    private static let loaded = Mutex<[String: Hyphenator?]>([:])

    private init(dictionary: UnsafeMutablePointer<HyphenDict>) {
        self.dictionary = dictionary
        let name = withUnsafeBytes(of: dictionary.pointee.cset) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        charset = dictionary.pointee.utf8 != 0 ? nil : SingleByteCharset(name)
    }

    deinit {
        hnj_hyphen_free(dictionary)
    }

    /// The hyphenator for a BCP 47 tag ("de", "en-GB", "pt-BR"), nil when none is installed.
    static func forLanguage(_ language: String?) -> Hyphenator? {
        guard let language, !language.isEmpty else { return nil }
        let parts = language.split(separator: "-").map(String.init)
        let base = parts[0].lowercased()
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        let key = region.map { "\(base)_\($0)" } ?? base
        return loaded.withLock { cache -> Hyphenator? in
            if let cached = cache[key] { return cached }
            let found = file(base: base, region: region).flatMap { path -> Hyphenator? in
                guard let dictionary = hnj_hyphen_load(path) else { return nil }
                return Hyphenator(dictionary: dictionary)
            }
            cache[key] = .some(found)
            return found
        }
    }

    /// The pattern file for a language: its region's, else the language's own region's
    /// (de_DE, fr_FR, ru_RU), else any of the language.
    private static func file(base: String, region: String?) -> String? {
        let names = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { (folder, $0) }
        }
        let preferred = [
            region.map { "hyph_\(base)_\($0).dic" }, "hyph_\(base)_\(base.uppercased()).dic",
            "hyph_\(base).dic", base == "en" ? "hyph_en_US.dic" : nil,
        ].compactMap { $0 }
        for name in preferred {
            if let (folder, file) = names.first(where: { $0.1 == name }) { return "\(folder)/\(file)" }
        }
        return names.first { $0.1.hasPrefix("hyph_\(base)_") }.map { "\($0.0)/\($0.1)" }
    }

    /// The characters of `word` after which it may be hyphenated (indices into its
    /// characters), keeping at least two characters before and three after a hyphen.
    func points(in word: [Character]) -> [Int] {
        guard word.count >= 5 else { return [] }
        // Patterns are lowercase, in the file's own character set: UTF-8 (libhyphen then reports
        // points by code point) or a single-byte set such as ISO 8859-1 (points by byte).
        var scalars: [Unicode.Scalar] = []
        var characterOfScalar: [Int] = []
        for (index, character) in word.enumerated() {
            let lower = String(character).lowercased().unicodeScalars
            scalars += lower
            characterOfScalar += [Int](repeating: index, count: lower.count)
        }
        guard let bytes = encoded(scalars), bytes.count < 256 else { return [] }
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        let status: Int32 = lock.withLock { _ in
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { word in
                    var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
                    var positions: UnsafeMutablePointer<Int32>?
                    var cuts: UnsafeMutablePointer<Int32>?
                    let result = hnj_hyphen_hyphenate3(
                        dictionary, word.baseAddress, Int32(bytes.count), &hyphens, nil, &replacements, &positions,
                        &cuts, 2, 3, 2, 3)
                    // Non-standard hyphenation (a German "ck" becoming "k-k") is not used;
                    // libhyphen allocates its arrays (one entry per byte) only when it finds some.
                    if let replacements {
                        for index in 0..<bytes.count { free(replacements[index]) }
                        free(replacements)
                    }
                    free(positions)
                    free(cuts)
                    return result
                }
            }
        }
        guard status == 0 else { return [] }
        var points: [Int] = []
        for (scalar, mark) in hyphens.prefix(characterOfScalar.count).enumerated() where mark & 1 == 1 {
            let character = characterOfScalar[scalar]
            // After the last scalar of a character, never inside one.
            let isLast = scalar + 1 == characterOfScalar.count || characterOfScalar[scalar + 1] != character
            if isLast, character >= 1, character < word.count - 1 { points.append(character) }
        }
        return points
    }

    /// The word in the dictionary's character set, one byte per scalar for a single-byte set;
    /// nil when a scalar has no place in it (the word is then not hyphenated).
    private func encoded(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
        if dictionary.pointee.utf8 != 0 { return Array(String(String.UnicodeScalarView(scalars)).utf8) }
        guard let converter = charset else { return nil }
        var bytes: [UInt8] = []
        for scalar in scalars {
            guard let byte = converter.byte(for: scalar) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
