import Hashing
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    /// Test vectors from FIPS 180-2.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func vectors(input: String, digest: String) {
        #expect(SHA256.hexDigest(of: input) == digest)
        #expect(SHA256.hexDigest(of: Array(input.utf8)) == digest)
    }

    @Test func incrementalEqualsOneShot() {
        var hasher = SHA256()
        hasher.update("ab")
        hasher.update("c")
        #expect(hasher.hexDigest() == SHA256.hexDigest(of: "abc"))
    }

    @Test func fieldsAreSeparated() {
        var first = SHA256(), second = SHA256()
        first.update(field: "ab")
        first.update(field: "c")
        second.update(field: "a")
        second.update(field: "bc")
        #expect(first.hexDigest() != second.hexDigest())
    }

    @Test func hexDigestForm() {
        #expect(SHA256.isHexDigest(SHA256.hexDigest(of: "abc")))
        #expect(!SHA256.isHexDigest(SHA256.hexDigest(of: "abc").uppercased()))
        #expect(!SHA256.isHexDigest(String(SHA256.hexDigest(of: "abc").dropLast())))
        #expect(!SHA256.isHexDigest(""))
    }
}
