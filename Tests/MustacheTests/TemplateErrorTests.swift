import Diagnostics
import Mustache
import Testing

struct ErrorCase: Sendable, CustomTestStringConvertible {
    var template: String
    var line: Int
    var column: Int
    var reason: TemplateError.Reason

    var testDescription: String { template.debugDescription }
}

@Suite struct TemplateErrorTests {
    @Test(arguments: [
        ErrorCase(
            template: "{{#quotes}}\n  {{text}}\n", line: 1, column: 1,
            reason: .unclosedSection(kind: .section, name: "quotes")),
        ErrorCase(
            template: "ok\n  {{^empty}}none", line: 2, column: 3,
            reason: .unclosedSection(kind: .invertedSection, name: "empty")),
        ErrorCase(
            template: "{{<base}}\n{{$title}}x{{/title}}\n", line: 1, column: 1,
            reason: .unclosedSection(kind: .parent, name: "base")),
        ErrorCase(
            template: "a\nb {{$title}}x", line: 2, column: 3,
            reason: .unclosedSection(kind: .block, name: "title")),
        ErrorCase(
            template: "{{#a}}\n{{#b}}\n{{/a}}\n", line: 3, column: 1,
            reason: .mismatchedClosingTag(expected: "b", found: "a")),
        ErrorCase(template: "text\n  more {{/quotes}}", line: 2, column: 8, reason: .unexpectedClosingTag("quotes")),
        ErrorCase(template: "Hello {{name", line: 1, column: 7, reason: .unclosedTag(closingDelimiter: "}}")),
        ErrorCase(
            template: "a\n\n  {{name} and {{other}}", line: 3, column: 3, reason: .unclosedTag(closingDelimiter: "}}")),
        ErrorCase(template: "{{{html}}", line: 1, column: 1, reason: .unclosedTag(closingDelimiter: "}}}")),
        ErrorCase(template: "x{{! never closed", line: 1, column: 2, reason: .unclosedTag(closingDelimiter: "}}")),
        ErrorCase(template: "{{=<% %>=}}\n<%name", line: 2, column: 1, reason: .unclosedTag(closingDelimiter: "%>")),
        ErrorCase(template: "{{=<% %>}}", line: 1, column: 1, reason: .invalidDelimiters("<% %>")),
        ErrorCase(template: "\n {{=<%=}}", line: 2, column: 2, reason: .invalidDelimiters("<%")),
        ErrorCase(template: "{{=a b c=}}", line: 1, column: 1, reason: .invalidDelimiters("a b c")),
        ErrorCase(template: "{{= a= b =}}", line: 1, column: 1, reason: .invalidDelimiters("a= b")),
        ErrorCase(template: "a {{ }}", line: 1, column: 3, reason: .emptyTag),
        ErrorCase(template: "{{#}}{{/}}", line: 1, column: 1, reason: .emptyTag),
        ErrorCase(template: "{{first name}}", line: 1, column: 1, reason: .invalidName("first name")),
        ErrorCase(template: "{{a..b}}", line: 1, column: 1, reason: .invalidName("a..b")),
        ErrorCase(template: "{{#.a}}{{/.a}}", line: 1, column: 1, reason: .invalidName(".a")),
        ErrorCase(template: "{{>*dynamic}}", line: 1, column: 1, reason: .dynamicName("*dynamic")),
        ErrorCase(
            template: "{{<p}}{{$a}}1{{/a}}\n{{$a}}2{{/a}}{{/p}}", line: 2, column: 1, reason: .duplicateBlock("a")),
        ErrorCase(template: "é—ü {{#x}}", line: 1, column: 5, reason: .unclosedSection(kind: .section, name: "x")),
        ErrorCase(template: "{{!\nmulti\nline}} {{/x}}", line: 3, column: 8, reason: .unexpectedClosingTag("x")),
    ])
    func syntaxErrors(_ test: ErrorCase) {
        #expect(
            throws: TemplateError(
                file: "templates/t.mustache", line: test.line, column: test.column, reason: test.reason)
        ) {
            try Template(test.template, name: "t", file: "templates/t.mustache")
        }
    }

    @Test func descriptionIsCompilerStyle() {
        let error = TemplateError(
            file: "templates/home.mustache", line: 3, column: 5,
            reason: .unclosedSection(kind: .section, name: "quotes"))
        #expect(error.description == "templates/home.mustache:3:5: error: unclosed section 'quotes'")
        #expect(error.diagnostic.description == "templates/home.mustache:3:5: error: unclosed section 'quotes'")
        #expect(error.diagnostic.location == SourceLocation(file: "templates/home.mustache", line: 3, column: 5))
    }

    @Test(arguments: [
        (
            TemplateError.Reason.mismatchedClosingTag(expected: "b", found: "a"),
            "t.mustache:1:2: error: closing tag 'a' does not match the open section 'b'"
        ),
        (.unclosedTag(closingDelimiter: "}}"), "t.mustache:1:2: error: unclosed tag: expected '}}'"),
        (.unknownPartial("footer"), "t.mustache:1:2: error: unknown partial 'footer'"),
        (
            .invalidDelimiters("<%"),
            "t.mustache:1:2: error: bad delimiter change '<%': expected two delimiters separated by a space, like {{=<% %>=}}"
        ),
    ])
    func reasonDescriptions(_ reason: TemplateError.Reason, _ expected: String) {
        #expect(TemplateError(file: "t.mustache", line: 1, column: 2, reason: reason).description == expected)
    }

    @Test func unknownPartialIsAnErrorAtTheTag() throws {
        var library = TemplateLibrary(missingPartials: .error)
        library.add(try Template("<main>\n  {{> footer }}\n</main>", name: "home", file: "templates/home.mustache"))
        #expect(
            throws: TemplateError(
                file: "templates/home.mustache", line: 2, column: 3, reason: .unknownPartial("footer"))
        ) {
            try library.render("home", with: [:])
        }
    }

    @Test func unknownParentIsAnErrorAtTheTag() throws {
        var library = TemplateLibrary(missingPartials: .error)
        library.add(
            try Template("x\n{{<layout}}{{$a}}1{{/a}}{{/layout}}", name: "home", file: "templates/home.mustache"))
        #expect(
            throws: TemplateError(
                file: "templates/home.mustache", line: 2, column: 1, reason: .unknownPartial("layout"))
        ) {
            try library.render("home", with: [:])
        }
    }

    @Test func unknownTemplateName() {
        let library = TemplateLibrary()
        #expect(throws: TemplateError(file: "page", reason: .unknownTemplate("page"))) {
            try library.render("page", with: [:])
        }
    }

    @Test(
        arguments: [
            (MustacheValue.list(["a"]), "a list"),
            (["k": "v"], "a dictionary"),
        ] as [(MustacheValue, String)])
    func listsAndDictionariesAreNotText(_ value: MustacheValue, _ kind: String) throws {
        let library = try TemplateLibrary(sources: ["tags": "Tags:\n  {{tags}}"])
        #expect(
            throws: TemplateError(
                file: "tags", line: 2, column: 3, reason: .notInterpolatable(name: "tags", kind: kind))
        ) {
            try library.render("tags", with: ["tags": value])
        }
    }

    @Test func errorInAnOverridingBlockNamesItsOwnFile() throws {
        let library = try TemplateLibrary(sources: [
            "child": "{{<base}}\n{{$body}}\n  {{items}}\n{{/body}}\n{{/base}}",
            "base": "<main>{{$body}}{{/body}}</main>",
        ])
        #expect(
            throws: TemplateError(
                file: "child", line: 3, column: 3, reason: .notInterpolatable(name: "items", kind: "a list"))
        ) {
            try library.render("child", with: ["items": [1]])
        }
    }

    @Test func endlessRecursionIsAnError() throws {
        // Endless only with this data: a section that is always true.
        let library = try TemplateLibrary(sources: ["loop": "x{{#more}}{{>loop}}{{/more}}"])
        #expect(
            throws: TemplateError(file: "loop", line: 1, column: 11, reason: .partialsTooDeep(name: "loop", limit: 200))
        ) {
            try library.render("loop", with: ["more": true])
        }
    }
}
