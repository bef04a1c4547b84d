import SafeText
import Testing

@Suite("Percent-encoding of values in URLs")
struct PercentEncodingTests {
    @Test(arguments: [
        ("plain-text_1.2~", "plain-text_1.2~"),
        ("a b&c=d+e#f/g?h", "a%20b%26c%3Dd%2Be%23f%2Fg%3Fh"),
        ("“Tür” 日", "%E2%80%9CT%C3%BCr%E2%80%9D%20%E6%97%A5"),
        ("javascript:alert(1)", "javascript%3Aalert%281%29"),
        ("ann+news@example.org, <x>\r\n", "ann%2Bnews%40example.org%2C%20%3Cx%3E%0D%0A"),
    ])
    func encoded(value: String, expected: String) {
        #expect(PercentEncoding.encoded(value) == expected)
    }

    @Test func keepsSlashOnRequest() {
        #expect(PercentEncoding.encoded("America/Port-au-Prince", keepingSlash: true) == "America/Port-au-Prince")
        #expect(PercentEncoding.encoded("a/b c", keepingSlash: true) == "a/b%20c")
    }
}

@Suite("Hex digits")
struct HexTests {
    @Test func values() {
        #expect("09afAF".utf8.map { Hex.value(of: $0) } == [0, 9, 10, 15, 10, 15])
        #expect("g/:@`G ".utf8.allSatisfy { Hex.value(of: $0) == nil })
        #expect(Hex.lowercase([0x00, 0x7F, 0xAB, 0xFF]) == "007fabff")
    }
}
