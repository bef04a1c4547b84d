import Testing

@testable import Site

@Suite("URL encoding")
struct URLEncodingTests {
    @Test(arguments: [
        ("plain-text_1.2~", "plain-text_1.2~"),
        ("a b&c=d+e#f/g?h", "a%20b%26c%3Dd%2Be%23f%2Fg%3Fh"),
        ("“Tür” 日", "%E2%80%9CT%C3%BCr%E2%80%9D%20%E6%97%A5"),
        ("javascript:alert(1)", "javascript%3Aalert%281%29"),
    ])
    func component(value: String, expected: String) {
        #expect(URLEncoding.component(value) == expected)
    }

    @Test func query() {
        #expect(
            URLEncoding.url("https://x.com/intent/post", [("text", "a&b"), ("url", "https://e.org/")])
                == "https://x.com/intent/post?text=a%26b&url=https%3A%2F%2Fe.org%2F")
    }
}
