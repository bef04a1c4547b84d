import Mustache
import TestSupport
import Testing

/// Measures the figure the build cares about: rendering 10,000 small pages
/// with a layout, a partial per list item and escaping. It prints the time
/// rather than asserting it, and checks the output so it cannot pass by doing nothing.
@Suite struct RenderingBenchmark {
    static let sources = [
        "layout": """
        <!doctype html>
        <html lang="en">
        <head><title>{{$title}}{{site.name}}{{/title}}</title></head>
        <body>
          <header>{{site.name}}</header>
          <main>
            {{$content}}
            {{/content}}
          </main>
        </body>
        </html>

        """,
        "quote": """
        {{<layout}}
        {{$title}}{{quote.author}} — {{site.name}}{{/title}}
        {{$content}}
        <blockquote>
          <p>{{quote.text}}</p>
          <footer>{{quote.author}}{{#quote.year}}, {{quote.year}}{{/quote.year}}</footer>
        </blockquote>
        <ul class="tags">
          {{#quote.tags}}
          {{>tag}}
          {{/quote.tags}}
        </ul>
        {{/content}}
        {{/layout}}

        """,
        "tag": "<li><a href=\"/tags/{{slug}}/\">{{name}}</a></li>\n",
    ]

    @Test func renderTenThousandPages() throws {
        let library = try TemplateLibrary(sources: Self.sources)
        let pages: [MustacheValue] = (0..<10_000).map { index in
            [
                "site": ["name": "Quotes & Notes"],
                "quote": [
                    "text": .string("Quote number \(index) says <something> \"clever\"."),
                    "author": .string("Author \(index % 97)"),
                    "year": .number(Double(1900 + index % 120)),
                    "tags": [["slug": "wit", "name": "Wit"], ["slug": "life", "name": "Life & Death"]],
                ],
            ]
        }

        var bytes = 0
        var first = ""
        let elapsed = try Stopwatch.measure {
            for page in pages {
                let html = try library.render("quote", with: page)
                if first.isEmpty { first = html }
                bytes += html.utf8.count
            }
        }
        print("Rendered \(pages.count) pages (\(bytes / 1024) KiB) in \(elapsed.description)")

        #expect(
            first == """
                <!doctype html>
                <html lang="en">
                <head><title>Author 0 — Quotes &amp; Notes</title></head>
                <body>
                  <header>Quotes &amp; Notes</header>
                  <main>
                    <blockquote>
                      <p>Quote number 0 says &lt;something&gt; &quot;clever&quot;.</p>
                      <footer>Author 0, 1900</footer>
                    </blockquote>
                    <ul class="tags">
                      <li><a href="/tags/wit/">Wit</a></li>
                      <li><a href="/tags/life/">Life &amp; Death</a></li>
                    </ul>
                  </main>
                </body>
                </html>

                """)
    }
}
