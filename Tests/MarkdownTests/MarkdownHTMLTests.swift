import Markdown
import Testing

@Suite struct MarkdownHTMLTests {
    @Test(arguments: [
        ("", ""),
        ("Hello *world* and **you**", "<p>Hello <em>world</em> and <strong>you</strong></p>\n"),
        ("# Title\n\n## Sub", "<h1>Title</h1>\n<h2>Sub</h2>\n"),
        ("a & b < c > d", "<p>a &amp; b &lt; c &gt; d</p>\n"),
        ("Tom &amp; Jerry &copy;", "<p>Tom &amp; Jerry ©</p>\n"),
        ("- one\n- two", "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n"),
        ("3. three\n4. four", "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n"),
        ("> quoted", "<blockquote>\n<p>quoted</p>\n</blockquote>\n"),
        ("`x < y`", "<p><code>x &lt; y</code></p>\n"),
        (
            "```swift\nlet x = \"<b>\"\n```",
            "<pre><code class=\"language-swift\">let x = &quot;&lt;b&gt;&quot;\n</code></pre>\n"
        ),
        ("line  \nbreak", "<p>line<br />\nbreak</p>\n"),
        ("***", "<hr />\n"),
        (
            "[site](https://example.com \"The title\")",
            "<p><a href=\"https://example.com\" title=\"The title\">site</a></p>\n"
        ),
        (
            "[page](/about/) [here](#top) [up](../x?a=1&b=2)",
            "<p><a href=\"/about/\">page</a> <a href=\"#top\">here</a> <a href=\"../x?a=1&amp;b=2\">up</a></p>\n"
        ),
        (
            "[mail](mailto:me@example.com) <you@example.com>",
            "<p><a href=\"mailto:me@example.com\">mail</a> <a href=\"mailto:you@example.com\">you@example.com</a></p>\n"
        ),
        ("<https://example.com/a?b>", "<p><a href=\"https://example.com/a?b\">https://example.com/a?b</a></p>\n"),
        ("![A cat](/images/cat.jpg)", "<p><img src=\"/images/cat.jpg\" alt=\"A cat\" /></p>\n"),
        ("[x][ref]\n\n[ref]: HTTPS://Example.com", "<p><a href=\"HTTPS://Example.com\">x</a></p>\n"),
    ])
    func commonMark(_ markdown: String, _ html: String) throws {
        #expect(try Markdown.renderHTML(markdown) == html)
    }

    @Test(arguments: [
        ("\"Quotes\" and 'single' quotes", "<p>“Quotes” and ‘single’ quotes</p>\n"),
        ("It's 1990--2000---really...", "<p>It’s 1990–2000—really…</p>\n"),
        ("`\"code\" stays --straight`", "<p><code>&quot;code&quot; stays --straight</code></p>\n"),
    ])
    func smartPunctuation(_ markdown: String, _ html: String) throws {
        #expect(try Markdown.renderHTML(markdown) == html)
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", ""),
        ("Hi\n\n<script>\nalert(1)\n</script>\n\nBye", "<p>Hi</p>\n<p>Bye</p>\n"),
        ("<img src=x onerror=alert(1)>", ""),
        ("a <img src=x onerror=alert(1)> b", "<p>a  b</p>\n"),
        ("<a href=\"javascript:alert(1)\">click</a>", "<p>click</p>\n"),
        ("<iframe src=\"https://evil.example\"></iframe>", ""),
        ("<div onmouseover=\"alert(1)\">\n*text*\n</div>", ""),
        ("[x](javascript:alert(1))", "<p>x</p>\n"),
        ("[x](JaVaScRiPt:alert(1))", "<p>x</p>\n"),
        ("[x](&#106;avascript:alert(1))", "<p>x</p>\n"),
        ("[x](&#x6A;&#x61;vascript:alert(1))", "<p>x</p>\n"),
        ("[x](javascript&colon;alert(1))", "<p>x</p>\n"),
        ("[x](java&#x09;script:alert(1))", "<p>x</p>\n"),
        ("[x](<java\tscript:alert(1)>)", "<p>x</p>\n"),
        ("[x](&#x20;javascript:alert(1))", "<p>x</p>\n"),
        ("[x]( javascript:alert(1) \"t\")", "<p>x</p>\n"),
        ("[x](vbscript:msgbox(1))", "<p>x</p>\n"),
        ("[x](file:///etc/passwd)", "<p>x</p>\n"),
        ("[x](data:text/html;base64,PHNjcmlwdD4=)", "<p>x</p>\n"),
        ("![x](data:text/html,<script>alert(1)</script>)", "<p>x</p>\n"),
        ("![x](data:image/png;base64,iVBORw0KGgo=)", "<p>x</p>\n"),
        ("![*pic*](javascript:alert(1))", "<p><em>pic</em></p>\n"),
        ("<javascript:alert(1)>", "<p>javascript:alert(1)</p>\n"),
        ("<JAVASCRIPT:alert(1)>", "<p>JAVASCRIPT:alert(1)</p>\n"),
        ("[x][evil]\n\n[evil]: javascript:alert(1)", "<p>x</p>\n"),
        ("[![img](javascript:a)](https://ok.example)", "<p><a href=\"https://ok.example\">img</a></p>\n"),
        ("[**bold** <b>x</b>](javascript:alert(1))", "<p><strong>bold</strong> x</p>\n"),
        ("[x](unknown:thing) [y](ftp://host/file)", "<p>x y</p>\n"),
    ])
    func hostileInput(_ markdown: String, _ html: String) throws {
        let output = try Markdown.renderHTML(markdown)
        #expect(output == html)
        #expect(HTMLInspector.executableForms(in: output).isEmpty)
    }

    @Test(arguments: [
        ("https://example.com", true),
        ("HTTP://EXAMPLE.COM", true),
        ("mailto:me@example.com", true),
        ("/path/page.html", true),
        ("page.html", true),
        ("../up/a:b", true),
        ("#fragment", true),
        ("?query=a:b", true),
        ("//example.com/x", true),
        ("", true),
        ("javascript:alert(1)", false),
        (" \u{1}JavaScript:alert(1)", false),
        ("java\tscript:alert(1)", false),
        ("java\nscript:alert(1)", false),
        ("vbscript:x", false),
        ("data:image/png;base64,AAAA", false),
        ("file:///etc/passwd", false),
        ("ftp://example.com", false),
        ("tel:+123", false),
        (":nothing", false),
        ("java\u{FFFD}script:x", false),
    ])
    func urlPolicy(_ url: String, _ isAllowed: Bool) {
        #expect(Markdown.allowsURL(url) == isAllowed)
    }

    @Test func largeDocumentsRenderCompletely() throws {
        let paragraph = "Some *text* with a [link](https://example.com) and <b>html</b>.\n\n"
        let html = try Markdown.renderHTML(String(repeating: paragraph, count: 2_000))
        let expected = "<p>Some <em>text</em> with a <a href=\"https://example.com\">link</a> and html.</p>\n"
        #expect(html == String(repeating: expected, count: 2_000))
    }
}

/// Finds what a browser could execute in HTML that cmark produced: any element
/// or attribute outside the small set cmark writes, and any `href` or `src`
/// whose URL the policy refuses.
enum HTMLInspector {
    static let elements: Set<String> = [
        "p", "em", "strong", "a", "img", "code", "pre", "ul", "ol", "li", "blockquote",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "br",
    ]
    static let attributes: Set<String> = ["href", "src", "alt", "title", "class", "start"]

    static func executableForms(in html: String) -> [String] {
        var problems: [String] = []
        for tag in html.matches(of: /<\/?([A-Za-z][A-Za-z0-9]*)([^>]*)>/) {
            let name = tag.output.1.lowercased()
            if !elements.contains(name) { problems.append("element <\(name)>") }
            for attribute in tag.output.2.matches(of: /([A-Za-z-]+)="([^"]*)"/) {
                let attributeName = attribute.output.1.lowercased()
                if !attributes.contains(attributeName) { problems.append("attribute \(attributeName)") }
                let value = decodeReferences(String(attribute.output.2))
                if (attributeName == "href" || attributeName == "src") && !Markdown.allowsURL(value) {
                    problems.append("URL \(value)")
                }
            }
        }
        return problems
    }

    /// Decodes the character references cmark writes into attributes.
    private static func decodeReferences(_ text: String) -> String {
        text.replacing("&quot;", with: "\"").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&#x27;", with: "'").replacing("&amp;", with: "&")
    }
}

@Suite struct HTMLInspectorTests {
    @Test(arguments: [
        ("<p><a href=\"javascript:alert(1)\">x</a></p>", ["URL javascript:alert(1)"]),
        ("<p><a href=\"&#x27;\">x</a></p>", []),
        ("<img src=\"x\" onerror=\"alert(1)\" />", ["attribute onerror"]),
        ("<script>alert(1)</script>", ["element <script>", "element <script>"]),
        ("<p><img src=\"data:text/html,x\" alt=\"\" /></p>", ["URL data:text/html,x"]),
        ("<p><a href=\"/ok\">fine</a></p>", []),
    ])
    func inspectorFindsExecutableForms(_ html: String, _ problems: [String]) {
        #expect(HTMLInspector.executableForms(in: html) == problems)
    }
}
