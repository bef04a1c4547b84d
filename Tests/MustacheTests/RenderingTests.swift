import Mustache
import Testing

/// Renders `template` with `partials` available, missing partials rendering empty.
func render(_ template: String, _ data: MustacheValue = [:], partials: [String: String] = [:]) throws -> String {
    let library = try TemplateLibrary(sources: partials, missingPartials: .renderEmpty)
    return try library.render(Template(template, name: "test"), with: data)
}

struct RenderCase: Sendable, CustomTestStringConvertible {
    var template: String
    var data: MustacheValue = [:]
    var partials: [String: String] = [:]
    var expected: String

    var testDescription: String { template.debugDescription }
}

@Suite struct RenderingTests {
    @Test(arguments: [
        RenderCase(template: "Hello, {{name}}!", data: ["name": "Ada"], expected: "Hello, Ada!"),
        RenderCase(template: "{{ name }}|{{{ name }}}|{{& name }}", data: ["name": "Ada"], expected: "Ada|Ada|Ada"),
        RenderCase(template: "[{{missing}}]", expected: "[]"),
        RenderCase(template: "[{{nothing}}]", data: ["nothing": nil], expected: "[]"),
        RenderCase(template: "{{yes}} {{no}}", data: ["yes": true, "no": false], expected: "true false"),
        RenderCase(template: "{{a.b.c}}", data: ["a": ["b": ["c": "deep"]]], expected: "deep"),
        RenderCase(template: "{{a.b.c}}", data: ["a": ["b": [:]], "c": "wrong"], expected: ""),
        RenderCase(template: "{{.}}", data: "top", expected: "top"),
        RenderCase(template: "{{template}}", data: ["template": "{{other}}", "other": "x"], expected: "{{other}}"),
    ])
    func interpolation(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data) == test.expected)
    }

    @Test(arguments: [
        RenderCase(
            template: "{{text}}", data: ["text": "<a href=\"x\">Tom & Jerry's</a>"],
            expected: "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;"),
        RenderCase(template: "{{{text}}}", data: ["text": "<b>&'\"</b>"], expected: "<b>&'\"</b>"),
        RenderCase(template: "{{&text}}", data: ["text": "<b>&'\"</b>"], expected: "<b>&'\"</b>"),
        RenderCase(template: "{{text}}", data: ["text": "Ünïcödé ✓ 日本"], expected: "Ünïcödé ✓ 日本"),
        RenderCase(template: "{{text}}", data: ["text": "é<ü>"], expected: "é&lt;ü&gt;"),
    ])
    func escaping(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data) == test.expected)
    }

    @Test(
        arguments: [
            (MustacheValue.number(85), "85"),
            (-3, "-3"),
            (0, "0"),
            (1.21, "1.21"),
            (0.1, "0.1"),
            (-2.5, "-2.5"),
            (2024.0, "2024"),
            (1e21, "1e+21"),
            (123_456_789_012, "123456789012"),
        ] as [(MustacheValue, String)])
    func numbers(_ value: MustacheValue, _ expected: String) throws {
        #expect(try render("{{n}}", ["n": value]) == expected)
    }

    @Test(arguments: [
        RenderCase(template: "{{#on}}yes{{/on}}", data: ["on": true], expected: "yes"),
        RenderCase(template: "{{#on}}yes{{/on}}", data: ["on": false], expected: ""),
        RenderCase(template: "{{#on}}yes{{/on}}", data: ["on": nil], expected: ""),
        RenderCase(template: "{{#on}}yes{{/on}}", expected: ""),
        RenderCase(template: "{{#s}}[{{.}}]{{/s}}", data: ["s": ""], expected: ""),
        RenderCase(template: "{{#s}}[{{.}}]{{/s}}", data: ["s": "text"], expected: "[text]"),
        RenderCase(template: "{{#n}}[{{.}}]{{/n}}", data: ["n": 0], expected: "[0]"),
        RenderCase(template: "{{#d}}{{name}}{{/d}}", data: ["d": ["name": "Ada"]], expected: "Ada"),
        RenderCase(template: "{{#d}}({{name}}){{/d}}", data: ["d": [:], "name": "outer"], expected: "(outer)"),
        RenderCase(template: "{{#list}}{{.}},{{/list}}", data: ["list": [1, 2, 3]], expected: "1,2,3,"),
        RenderCase(template: "{{#list}}x{{/list}}", data: ["list": []], expected: ""),
        RenderCase(
            template: "{{#quotes}}{{text}} — {{author}}; {{/quotes}}",
            data: ["author": "Anon", "quotes": [["text": "A", "author": "Ada"], ["text": "B"]]],
            expected: "A — Ada; B — Anon; "
        ),
        RenderCase(template: "{{#a.b}}{{c}}{{/a.b}}", data: ["a": ["b": ["c": "deep"]]], expected: "deep"),
        RenderCase(
            template: "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n",
            data: ["items": ["a", "b"]],
            expected: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"
        ),
        RenderCase(template: "a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc", data: ["t": true], expected: "a\r\nb\r\nc"),
        RenderCase(template: "| {{#t}} x {{/t}} |", data: ["t": true], expected: "|  x  |"),
    ])
    func sections(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data) == test.expected)
    }

    @Test(arguments: [
        RenderCase(template: "{{^on}}no{{/on}}", data: ["on": false], expected: "no"),
        RenderCase(template: "{{^on}}no{{/on}}", data: ["on": true], expected: ""),
        RenderCase(template: "{{^on}}no{{/on}}", expected: "no"),
        RenderCase(template: "{{^list}}empty{{/list}}", data: ["list": []], expected: "empty"),
        RenderCase(template: "{{^list}}empty{{/list}}", data: ["list": [1]], expected: ""),
        RenderCase(template: "{{^s}}blank{{/s}}", data: ["s": ""], expected: "blank"),
        RenderCase(template: "{{#list}}{{.}}{{/list}}{{^list}}none{{/list}}\n", data: ["list": []], expected: "none\n"),
    ])
    func invertedSections(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data) == test.expected)
    }

    @Test(arguments: [
        RenderCase(template: "a{{! note }}b", expected: "ab"),
        RenderCase(template: "a\n  {{! standalone }}\nb", expected: "a\nb"),
        RenderCase(template: "a{{!\nmany\nlines\n}}b", expected: "ab"),
        RenderCase(template: "{{=<% %>=}}<% name %>{{name}}", data: ["name": "x"], expected: "x{{name}}"),
        RenderCase(template: "{{=[[ ]]=}}[[#t]]yes[[/t]]", data: ["t": true], expected: "yes"),
        RenderCase(template: "{{=<% %>=}}<%{ html }%>", data: ["html": "<b>"], expected: "<b>"),
        RenderCase(template: "a\n{{= | | =}}\n|x|\n", data: ["x": "1"], expected: "a\n1\n"),
        RenderCase(template: "{{=« »=}}«name»", data: ["name": "unicode"], expected: "unicode"),
    ])
    func commentsAndDelimiters(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data) == test.expected)
    }

    @Test(arguments: [
        RenderCase(template: "[{{>p}}]", data: ["x": "1"], partials: ["p": "x={{x}}"], expected: "[x=1]"),
        RenderCase(template: "[{{>missing}}]", expected: "[]"),
        RenderCase(
            template: "{{#items}}{{>item}}{{/items}}", data: ["items": [["n": "a"], ["n": "b"]]],
            partials: ["item": "<{{n}}>"], expected: "<a><b>"),
        RenderCase(
            template: "<div>\n  {{>list}}\n</div>\n", partials: ["list": "<ul>\n  <li>x</li>\n</ul>\n"],
            expected: "<div>\n  <ul>\n    <li>x</li>\n  </ul>\n</div>\n"),
        RenderCase(
            template: "<div>\n  {{>p}}\n</div>\n", partials: ["p": "a\n\nb\n"],
            expected: "<div>\n  a\n\n  b\n</div>\n"),
        RenderCase(
            template: "  {{>outer}}\n", partials: ["outer": "o\n  {{>inner}}\n", "inner": "i\n"],
            expected: "  o\n    i\n"),
        RenderCase(template: "x {{>p}} y\n", partials: ["p": "1\n2"], expected: "x 1\n2 y\n"),
        RenderCase(template: "{{>p}}", partials: ["p": "{{=<% %>=}}<%a%>"], expected: ""),
        RenderCase(template: "{{=<% %>=}}<%>p%>", data: ["a": "A"], partials: ["p": "{{a}}"], expected: "A"),
        RenderCase(
            template: "{{>tree}}", data: ["name": "root", "kids": [["name": "leaf", "kids": []]]],
            partials: ["tree": "{{name}}({{#kids}}{{>tree}}{{/kids}})"], expected: "root(leaf())"),
        RenderCase(
            template: "  {{>p}}\n", data: ["text": "a\nb"], partials: ["p": "[{{text}}]\n"], expected: "  [a\nb]\n"),
    ])
    func partials(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data, partials: test.partials) == test.expected)
    }

    /// Indentation choices the specification leaves open: blank lines stay
    /// blank, an empty partial leaves no whitespace, and every inclusion of a
    /// standalone partial starts indented.
    @Test(arguments: [
        RenderCase(
            template: "<ul>\n  {{>items}}\n</ul>\n", data: ["items": ["a", "b"]],
            partials: ["items": "{{#items}}\n<li>{{.}}</li>\n{{/items}}\n"],
            expected: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"),
        RenderCase(template: "a\n  {{>empty}}\nb", partials: ["empty": ""], expected: "a\nb"),
        RenderCase(
            template: "a\n  {{>p}}\nb", data: ["show": false], partials: ["p": "{{#show}}x{{/show}}\n"],
            expected: "a\n\nb"),
        RenderCase(
            template: "{{#items}}\n  {{>p}}\n{{/items}}", data: ["items": [1, 2]], partials: ["p": "x"],
            expected: "  x  x"),
        RenderCase(template: "\t{{>p}}\n", partials: ["p": "a\nb\n"], expected: "\ta\n\tb\n"),
        RenderCase(template: "  {{>p}}\r\n", partials: ["p": "a\r\nb\r\n"], expected: "  a\r\n  b\r\n"),
    ])
    func indentation(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data, partials: test.partials) == test.expected)
    }

    @Test(arguments: [
        RenderCase(template: "{{$title}}Default{{/title}}", expected: "Default"),
        RenderCase(
            template: "{{<base}}{{$title}}Mine{{/title}}{{/base}}",
            partials: ["base": "<h1>{{$title}}Default{{/title}}</h1>"], expected: "<h1>Mine</h1>"),
        RenderCase(
            template: "{{<base}}{{/base}}", partials: ["base": "<h1>{{$title}}Default{{/title}}</h1>"],
            expected: "<h1>Default</h1>"),
        RenderCase(
            template: "{{<layout}}\n{{$title}}Home{{/title}}\n{{$body}}\n<p>{{text}}</p>\n{{/body}}\n{{/layout}}\n",
            data: ["text": "Hi"],
            partials: [
                "layout": "<title>{{$title}}Site{{/title}}</title>\n<main>\n  {{$body}}\n  {{/body}}\n</main>\n"
            ],
            expected: "<title>Home</title>\n<main>\n  <p>Hi</p>\n</main>\n"
        ),
        RenderCase(
            template: "{{<page}}{{$body}}Article{{/body}}{{/page}}",
            partials: [
                "page": "{{<layout}}{{$title}}Page{{/title}}{{/layout}}",
                "layout": "[{{$title}}T{{/title}}|{{$body}}B{{/body}}]",
            ],
            expected: "[Page|Article]"
        ),
        RenderCase(
            template: "{{<base}}{{$item}}<{{name}}>{{/item}}{{/base}}",
            data: ["people": [["name": "Ada"], ["name": "Alan"]]],
            partials: ["base": "{{#people}}{{$item}}{{name}}{{/item}}{{/people}}"],
            expected: "<Ada><Alan>"
        ),
        RenderCase(
            template: "{{<base}}ignored {{x}} text{{/base}}", data: ["x": "!"], partials: ["base": "base"],
            expected: "base"),
        RenderCase(
            template: "<body>\n  {{<card}}{{$name}}Ada{{/name}}{{/card}}\n</body>\n",
            partials: ["card": "<div>\n  {{$name}}?{{/name}}\n</div>\n"],
            expected: "<body>\n  <div>\n    Ada\n  </div>\n</body>\n"),
    ])
    func inheritance(_ test: RenderCase) throws {
        #expect(try render(test.template, test.data, partials: test.partials) == test.expected)
    }
}
