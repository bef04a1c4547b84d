import Testing

@testable import Site

@Suite("URL encoding")
struct URLEncodingTests {
    @Test func query() {
        #expect(
            URLEncoding.url("https://x.com/intent/post", [("text", "a&b"), ("url", "https://e.org/")])
                == "https://x.com/intent/post?text=a%26b&url=https%3A%2F%2Fe.org%2F")
    }
}
