/// Reads a build record (`BuildManifest`, JSON) straight from its bytes.
///
/// Written by hand because Foundation's `JSONDecoder` took a tenth of a one-quote rebuild at
/// 10,000 quotes (53,000 entries) and `JSONSerialization` longer; this reads the same file
/// in a few hundredths of a second. It accepts any well-formed JSON of the record's shape
/// and nothing else: on anything unexpected it gives nil, and the build treats the record as
/// missing, which is the safe side (no file is then known as Draper's).
struct ManifestReader {
    private let bytes: [UInt8]
    private var position = 0

    static func read(_ bytes: [UInt8]) -> BuildManifest? {
        var reader = ManifestReader(bytes: bytes)
        guard let manifest = reader.manifest() else { return nil }
        reader.skipSpace()
        return reader.position == bytes.count ? manifest : nil
    }

    /// The lines of a `manifest.changes` file, in order, up to the first that is not a whole,
    /// well-formed line (a build killed while appending it); `complete` says whether every
    /// byte was read.
    static func readChanges(_ bytes: [UInt8]) -> (changes: [ManifestChanges], complete: Bool) {
        var reader = ManifestReader(bytes: bytes)
        var changes: [ManifestChanges] = []
        while true {
            reader.skipSpace()
            guard reader.position < bytes.count else { return (changes, true) }
            // A line is whole when its line break was written: the last byte of an append.
            guard let line = reader.changes(), reader.position < bytes.count,
                bytes[reader.position] == UInt8(ascii: "\n")
            else { return (changes, false) }
            changes.append(line)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - The record's shape

    private mutating func manifest() -> BuildManifest? {
        var format: Int?, tool: String?, files: [String: BuildManifest.Entry]?, folders: [String]?
        var generation: String?
        let complete = object { reader, key in
            switch key {
            case "format": format = reader.integer()
            case "generation":
                generation = reader.string()
                return generation != nil
            case "tool": tool = reader.string()
            case "folders": folders = reader.strings()
            case "files": files = reader.files()
            default: return reader.skipValue()
            }
            return true
        }
        guard complete, let format, let tool, let files, let folders else { return nil }
        var manifest = BuildManifest(tool: tool)
        manifest.format = format
        manifest.files = files
        manifest.folders = folders
        manifest.generation = generation
        return manifest
    }

    /// One line of `manifest.changes`; nil if any part is missing or malformed.
    private mutating func changes() -> ManifestChanges? {
        var base: String?, files: [String: BuildManifest.Entry]?, removed: [String]?
        var added: [String]?, gone: [String]?
        let complete = object { reader, key in
            switch key {
            case "base": base = reader.string()
            case "files": files = reader.files()
            case "removed": removed = reader.strings()
            case "foldersAdded": added = reader.strings()
            case "foldersRemoved": gone = reader.strings()
            default: return reader.skipValue()
            }
            return true
        }
        guard complete, let base, let files, let removed, let added, let gone else { return nil }
        var changes = ManifestChanges(base: base)
        changes.files = files
        changes.removed = removed
        changes.foldersAdded = added
        changes.foldersRemoved = gone
        return changes
    }

    private mutating func files() -> [String: BuildManifest.Entry]? {
        var files: [String: BuildManifest.Entry] = [:]
        let complete = object { reader, path in
            guard let entry = reader.entry() else { return false }
            files[path] = entry
            return true
        }
        return complete ? files : nil
    }

    private mutating func entry() -> BuildManifest.Entry? {
        var key: String?, digest: String?, warnings: [String]?
        let complete = object { reader, name in
            switch name {
            case "key": key = reader.string()
            case "digest": digest = reader.string()
            case "warnings":
                // null, as `Codable` reads it, is no warnings.
                if reader.skipNull() { return true }
                warnings = reader.strings()
                return warnings != nil
            default: return reader.skipValue()
            }
            return true
        }
        guard complete, let key, let digest else { return nil }
        return BuildManifest.Entry(key: key, digest: digest, warnings: warnings)
    }

    private mutating func strings() -> [String]? {
        var values: [String] = []
        let complete = array { reader in
            guard let value = reader.string() else { return false }
            values.append(value)
            return true
        }
        return complete ? values : nil
    }

    // MARK: - JSON

    /// Calls `member` with each key, positioned at its value; `member` reads the value and
    /// says whether it could.
    private mutating func object(_ member: (inout ManifestReader, String) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), consume(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    private mutating func array(_ element: (inout ManifestReader) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "[")) else { return false }
        if consume(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]"))
    }

    private mutating func skipValue() -> Bool {
        skipSpace()
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "{"): return object { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): return array { reader in reader.skipValue() }
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number() != nil
        }
    }

    private mutating func skipNull() -> Bool {
        skipSpace()
        return literal("null")
    }

    private mutating func integer() -> Int? {
        guard let value = number(), let whole = Int(exactly: value) else { return nil }
        return whole
    }

    private mutating func number() -> Double? {
        skipSpace()
        let start = position
        while position < bytes.count, Self.numberBytes.contains(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        return Double(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private static let numberBytes = Set("-+.eE0123456789".utf8)

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    /// A string; escapes decoded, surrogate pairs joined, unpaired surrogates refused.
    private mutating func string() -> String? {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        // The common case, no escapes: one copy.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        var text = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case ..<0x20: return nil
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "b"): text.append(8)
                case UInt8(ascii: "f"): text.append(12)
                case UInt8(ascii: "u"):
                    guard var value = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(value) {
                        guard literal("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { return nil }
                    text.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default: text.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 32, 9, 10, 13: position += 1
            default: return
            }
        }
    }
}
