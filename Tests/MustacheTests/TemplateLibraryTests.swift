import Diagnostics
import Foundation
import Mustache
import Testing

/// A fresh folder holding `files` (relative path → contents), removed after `body`.
func withTemporaryFolder<Result>(
    _ files: [String: String],
    _ body: (URL) throws -> Result
) throws -> Result {
    let root = FileManager.default.temporaryDirectory.appending(path: "mustache-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in files {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return try body(root)
}

@Suite struct TemplateLibraryTests {
    @Test func projectTemplatesOverrideThemeTemplatesByName() throws {
        try withTemporaryFolder([
            "theme/home.mustache": "{{>header}}<main>{{title}}</main>{{>footer}}",
            "theme/header.mustache": "<header>theme</header>",
            "theme/footer.mustache": "<footer>theme</footer>",
            "theme/partials/card.mustache": "[{{.}}]",
            "theme/notes.txt": "not a template",
            "project/templates/footer.mustache": "<footer>mine {{#tags}}{{>partials/card}}{{/tags}}</footer>",
        ]) { root in
            let library = try TemplateLibrary(directories: [
                TemplateDirectory(root.appending(path: "theme"), displayPath: "theme"),
                TemplateDirectory(
                    root.appending(path: "project/templates"), displayPath: "templates", isOptional: true),
            ])
            #expect(library.names == ["footer", "header", "home", "partials/card"])
            #expect(library["footer"]?.file == "templates/footer.mustache")
            #expect(library["header"]?.file == "theme/header.mustache")
            let html = try library.render("home", with: ["title": "Hi", "tags": ["a", "b"]])
            #expect(html == "<header>theme</header><main>Hi</main><footer>mine [a][b]</footer>")
        }
    }

    @Test func missingOptionalDirectoryIsFine() throws {
        try withTemporaryFolder(["theme/page.mustache": "page"]) { root in
            let library = try TemplateLibrary(directories: [
                TemplateDirectory(root.appending(path: "theme")),
                TemplateDirectory(root.appending(path: "templates"), isOptional: true),
            ])
            #expect(try library.render("page", with: [:]) == "page")
        }
    }

    @Test func missingRequiredDirectoryIsAnError() throws {
        try withTemporaryFolder([:]) { root in
            let error = #expect(throws: DiagnosticError.self) {
                try TemplateLibrary(directories: [
                    TemplateDirectory(root.appending(path: "nope"), displayPath: "theme/templates")
                ])
            }
            #expect(
                error?.diagnostics == [
                    .error("the template directory does not exist", at: SourceLocation(file: "theme/templates"))
                ])
        }
    }

    @Test func everyProblemIsReportedWithItsLocation() throws {
        try withTemporaryFolder([
            "theme/home.mustache": "{{>header}}\n{{#posts}}\n  {{>post}}\n{{/posts}}\n",
            "theme/header.mustache": "<h1>{{title}}</h1>",
            "theme/post.mustache": "{{>byline}}",
            "templates/header.mustache": "<h1>\n  {{#title}}{{title}}\n</h1>\n",
            "templates/about.mustache": "ok\n{{<layout}}{{/layout}}",
        ]) { root in
            let error = #expect(throws: DiagnosticError.self) {
                try TemplateLibrary(directories: [
                    TemplateDirectory(root.appending(path: "theme"), displayPath: "theme"),
                    TemplateDirectory(root.appending(path: "templates"), displayPath: "templates", isOptional: true),
                ])
            }
            #expect(
                error?.diagnostics == [
                    .error(
                        "unknown partial 'layout'",
                        at: SourceLocation(file: "templates/about.mustache", line: 2, column: 1)),
                    .error(
                        "unclosed section 'title'",
                        at: SourceLocation(file: "templates/header.mustache", line: 2, column: 3)),
                    .error(
                        "unknown partial 'byline'", at: SourceLocation(file: "theme/post.mustache", line: 1, column: 1)),
                ])
        }
    }

    @Test func templatesThatAreNotUTF8AreReported() throws {
        try withTemporaryFolder([:]) { root in
            try Data([0x61, 0xFF, 0xFE]).write(to: root.appending(path: "bad.mustache"))
            let error = #expect(throws: DiagnosticError.self) {
                try TemplateLibrary(directories: [TemplateDirectory(root, displayPath: "templates")])
            }
            #expect(
                error?.diagnostics == [
                    .error("the template is not valid UTF-8 text", at: SourceLocation(file: "templates/bad.mustache"))
                ])
        }
    }

    @Test func inMemorySourcesAreValidatedUpFront() {
        let error = #expect(throws: DiagnosticError.self) {
            try TemplateLibrary(sources: ["page": "content\n{{>footer}}{{>footr}}", "footer": "f"])
        }
        #expect(
            error?.diagnostics == [
                .error("unknown partial 'footr'", at: SourceLocation(file: "page", line: 2, column: 12))
            ])
    }

    @Test func referencesToTemplatesThatFailedToParseAreNotReportedTwice() {
        let error = #expect(throws: DiagnosticError.self) {
            try TemplateLibrary(sources: ["page": "{{>footer}}", "footer": "{{#x}}"])
        }
        #expect(
            error?.diagnostics == [
                .error("unclosed section 'x'", at: SourceLocation(file: "footer", line: 1, column: 1))
            ])
    }

    @Test func aTemplateThatAlwaysIncludesItselfIsAnErrorBeforeAnythingRenders() {
        let error = #expect(throws: DiagnosticError.self) {
            try TemplateLibrary(sources: ["backdrop": "<span>{{> backdrop}}</span>"])
        }
        #expect(
            error?.diagnostics == [
                .error(
                    "'backdrop' includes itself wherever it is rendered, so it never ends; include it inside a section that a list or a condition ends, such as {{#children}}…{{/children}}",
                    at: SourceLocation(file: "backdrop", line: 1, column: 7))
            ])
    }

    @Test func templatesThatAlwaysIncludeEachOtherAreOneErrorNamingTheLoop() {
        let error = #expect(throws: DiagnosticError.self) {
            try TemplateLibrary(sources: [
                "page": "{{>header}}", "header": "<h1>{{>title}}</h1>", "title": "{{<frame}}{{/frame}}",
                "frame": "\n  {{>header}}",
            ])
        }
        #expect(
            error?.diagnostics == [
                .error(
                    "'frame' includes 'header', which includes 'title', which includes 'frame' again wherever it is rendered, so it never ends; include one of them inside a section that a list or a condition ends, such as {{#children}}…{{/children}}",
                    at: SourceLocation(file: "frame", line: 2, column: 3))
            ])
    }

    @Test func inclusionsInsideSectionsAndBlocksMayRecurse() throws {
        // The specification's own recursion: a tree, ended by its leaves.
        let library = try TemplateLibrary(sources: [
            "node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>",
            "fallback": "{{^done}}{{>fallback}}{{/done}}",
            "child": "{{<base}}{{$body}}{{>child}}{{/body}}{{/base}}", "base": "{{#show}}{{$body}}{{/body}}{{/show}}",
            "default": "{{$more}}{{>default}}{{/more}}",
        ])
        #expect(library.endlessInclusions().isEmpty)
        #expect(
            try library.render("node", with: ["content": "X", "nodes": [["content": "Y", "nodes": []]]])
                == "X<Y<>>")
    }

    @Test func specPolicyRendersMissingPartialsAsEmpty() throws {
        let library = try TemplateLibrary(sources: ["page": "[{{>missing}}]"], missingPartials: .renderEmpty)
        #expect(library.unresolvedReferences().map(\.description) == ["page:1:2: error: unknown partial 'missing'"])
        #expect(try library.render("page", with: [:]) == "[]")
    }

    @Test func addingReplacesByName() throws {
        var library = TemplateLibrary()
        library.add(try Template("one", name: "t"))
        library.add(try Template("two", name: "t"))
        #expect(library.names == ["t"])
        #expect(try library.render("t", with: [:]) == "two")
    }

    @Test func templatesRenderConcurrently() async throws {
        let library = try TemplateLibrary(sources: ["page": "{{#items}}{{.}}{{/items}}"])
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { try library.render("page", with: ["items": [.number(Double(index)), "x"]]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.sorted() == (0..<8).map { "\($0)x" })
    }
}
