import Markdown
import TestSupport
import Testing

/// Prints how long a thousand blog-post-sized documents take to render, and
/// checks one result so the measurement cannot pass by doing nothing.
@Suite struct MarkdownBenchmark {
    static let post = """
        # A day out

        We took the *early* train to the coast -- it's "quieter" then... See [the timetable](https://example.com/t)
        and the [map](/map/).

        - bring water
        - bring a **hat**
        - skip <b>raw html</b>

        > Walk until the path ends.

        ```
        let distance = 12.5
        ```

        """

    @Test func renderAThousandPosts() throws {
        let posts = (0..<1_000).map { "\(Self.post)Post number \($0) with [a bad link](javascript:alert(\($0))).\n" }
        var html: [String] = []
        var text: [String] = []
        let elapsed = try Stopwatch.measure {
            for post in posts {
                html.append(try Markdown.renderHTML(post))
                text.append(try Markdown.renderPlainText(post))
            }
        }
        print("Rendered \(posts.count) posts to HTML and plain text in \(elapsed.description)")

        #expect(
            html[7] == """
                <h1>A day out</h1>
                <p>We took the <em>early</em> train to the coast – it’s “quieter” then… See \
                <a href="https://example.com/t">the timetable</a>
                and the <a href="/map/">map</a>.</p>
                <ul>
                <li>bring water</li>
                <li>bring a <strong>hat</strong></li>
                <li>skip raw html</li>
                </ul>
                <blockquote>
                <p>Walk until the path ends.</p>
                </blockquote>
                <pre><code>let distance = 12.5
                </code></pre>
                <p>Post number 7 with a bad link.</p>

                """)
        #expect(
            text[7] == """
                A day out

                We took the early train to the coast – it’s “quieter” then… See the timetable (https://example.com/t) \
                and the map (/map/).

                - bring water
                - bring a hat
                - skip raw html

                > Walk until the path ends.

                let distance = 12.5

                Post number 7 with a bad link.
                """)
    }
}
