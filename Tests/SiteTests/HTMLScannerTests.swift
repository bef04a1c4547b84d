import Testing

/// The scanner the hostile-input tests rely on must itself see what a browser would run.
@Suite struct HTMLScannerTests {
    typealias Tag = HTMLScanner.Tag

    @Test(arguments: [
        (#"<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"#, [Tag(name: "p", attributes: [])]),
        (#"<img src=x onerror=alert(1)>"#, [Tag(name: "img", attributes: [("src", "x"), ("onerror", "alert(1)")])]),
        (
            #"<a href="x" title='&quot;y&#39;'/onclick="go()">"#,
            [Tag(name: "a", attributes: [("href", "x"), ("title", "\"y'"), ("onclick", "go()")])]
        ),
        (#"<IMG SRC="a" src="b">"#, [Tag(name: "img", attributes: [("src", "a")])]),
        (
            #"<meta content="&quot;><script>x</script>">"#,
            [Tag(name: "meta", attributes: [("content", "\"><script>x</script>")])]
        ),
        (#"<!-- <script>x</script> --><b>"#, [Tag(name: "b", attributes: [])]),
        (
            #"<script>if (a < b) "</p><img src=x onerror=y>"</script><i>"#,
            [Tag(name: "script", attributes: []), Tag(name: "i", attributes: [])]
        ),
        (#"1 < 2 <3 <a href=&#106;avascript:x>"#, [Tag(name: "a", attributes: [("href", "javascript:x")])]),
    ])
    func startTags(html: String, expected: [Tag]) {
        #expect(HTMLScanner.startTags(html) == expected)
    }

    @Test func rawTextOfScripts() {
        let tokens = HTMLScanner.tokens("<title>a &amp; b</title><script>x = '</SCRIPT>'")
        #expect(
            tokens == [
                .startTag(Tag(name: "title", attributes: [])), .rawText(element: "title", "a & b"),
                .startTag(Tag(name: "script", attributes: [])), .rawText(element: "script", "x = '"), .text("'"),
            ])
    }
}
