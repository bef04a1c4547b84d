import Testing

/// One loader test: the files of a project (added to a minimal valid one) and every diagnostic expected.
struct LoaderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String: String]
    var expected: [String]
    var defaults = true

    init(_ name: String, files: [String: String], expected: [String], defaults: Bool = true) {
        self.name = name
        self.files = files
        self.expected = expected
        self.defaults = defaults
    }

    var testDescription: String { name }

    func check() throws {
        let fixture = try ProjectFixture(files: files, defaults: defaults)
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == expected)
        let hasErrors = expected.contains { $0.contains(": error: ") }
        #expect((project == nil) == hasErrors)
    }
}
