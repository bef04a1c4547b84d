/// A mailbox: an address with an optional display name, `Advent Elves <elves@advent.example>`.
public struct EmailAddress: Hashable, Sendable {
    /// `name@domain`, ASCII only.
    public var address: String
    /// Any text; non-ASCII names are written as encoded-words.
    public var name: String?

    public init(_ address: String, name: String? = nil) {
        self.address = address
        self.name = name
    }

    /// The part after the `@`.
    var domain: Substring { address.split(separator: "@", omittingEmptySubsequences: false).last ?? "" }

    func validate(in header: String) throws(SyndicationError) {
        guard address.utf8.count <= 254, Self.isAddrSpec(address) else {
            throw SyndicationError(.invalidEmailAddress(address), at: "\(header) header")
        }
    }

    /// Appends the mailbox to a header; `separator` (a comma) follows the address.
    func append(to folder: inout HeaderFolder, separator: String = "") {
        guard let name = name.map(HeaderFolder.sanitized), !name.isEmpty else {
            folder.append(address + separator)
            return
        }
        let words = name.split(separator: " ")
        if words.allSatisfy(Self.isPlainWord) {
            for word in words { folder.append(String(word)) }
        } else if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) && name.utf8.count < 70 {
            folder.append(HeaderFolder.quotedString(name))
        } else {
            // Only the words that need it are encoded, and neighbouring ones together: some
            // readers (Python's email package among them) wrongly keep the space between two
            // encoded-words of a display name, so the name avoids having any.
            var run: [Substring] = []
            for word in words {
                if Self.isPlainWord(word) {
                    if !run.isEmpty { folder.appendEncoded(run.joined(separator: " ")) }
                    run.removeAll()
                    folder.append(String(word))
                } else {
                    run.append(word)
                }
            }
            if !run.isEmpty { folder.appendEncoded(run.joined(separator: " ")) }
        }
        folder.append("<" + address + ">" + separator)
    }

    /// A word a display name can hold as it is: atoms only, and nothing like an encoded-word.
    private static func isPlainWord(_ word: Substring) -> Bool {
        word.utf8.allSatisfy(isAtext) && !word.contains("=?")
    }

    /// RFC 5322 §3.4.1 `addr-spec` with dot-atoms on both sides, the form every mail system accepts.
    static func isAddrSpec(_ value: String) -> Bool {
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && isDotAtom(parts[0]) && isDotAtom(parts[1])
    }

    static func isDotAtom(_ value: Substring) -> Bool {
        !value.isEmpty
            && value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { atom in
                !atom.isEmpty && atom.utf8.allSatisfy(isAtext)
            }
    }

    /// RFC 5322 §3.2.3 `atext`.
    static func isAtext(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
        }
    }
}
