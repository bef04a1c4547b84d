import Testing

@testable import PreviewServer

struct RequestPathTests {
    @Test(arguments: [
        ("/", [String](), false),
        ("/index.html", ["index.html"], false),
        ("/quotes/x", ["quotes", "x"], false),
        ("/quotes/x/", ["quotes", "x"], true),
        ("//quotes///x//", ["quotes", "x"], true),
        ("/caf%C3%A9/a%20b.png", ["café", "a b.png"], false),
        ("/%2Ewell-known/x", [".well-known", "x"], false),
        ("/a..b/...", ["a..b", "..."], false),
    ])
    func decodesSegments(target: String, segments: [String], trailingSlash: Bool) throws {
        let path = try RequestPath(target)
        #expect(path.segments == segments)
        #expect(path.hasTrailingSlash == trailingSlash)
        #expect(path.raw == target)
    }

    @Test(arguments: [
        ("index.html", RequestPath.Rejection.notAbsolute),
        ("*", .notAbsolute),
        ("http://example.com/", .notAbsolute),
        ("/..", .forbiddenSegment),
        ("/../etc/passwd", .forbiddenSegment),
        ("/assets/../../etc/passwd", .forbiddenSegment),
        ("/./index.html", .forbiddenSegment),
        ("/%2e%2e/etc/passwd", .forbiddenSegment),
        ("/%2E%2e%2fetc%2fpasswd", .forbiddenSegment),
        ("/assets/%2e%2e%2f%2e%2e%2fetc", .forbiddenSegment),
        ("/.%2e/x", .forbiddenSegment),
        ("/a%2fb", .forbiddenSegment),
        ("/a%2Fb", .forbiddenSegment),
        ("/..\\..\\etc\\passwd", .forbiddenSegment),
        ("/a%5cb", .forbiddenSegment),
        ("/index.html%00.png", .forbiddenSegment),
        ("/a%0d%0aSet-Cookie:x", .forbiddenSegment),
        ("/a%7fb", .forbiddenSegment),
        ("/100%", .malformedEscape),
        ("/%2", .malformedEscape),
        ("/%zz", .malformedEscape),
        ("/%C3", .notUTF8),
        ("/%ff%fe", .notUTF8),
    ])
    func rejects(target: String, rejection: RequestPath.Rejection) {
        #expect(throws: rejection) { try RequestPath(target) }
    }
}
