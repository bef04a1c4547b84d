import Foundation
import Mustache
import Testing

/// Runs every case of the official Mustache specification's core modules and
/// its optional inheritance module.
///
/// The optional lambdas (`~lambdas.json`) and dynamic names
/// (`~dynamic-names.json`) modules are not implemented, so their files are
/// skipped. The spec files are not part of this repository: they are read from
/// a `shared/mustache-spec` folder beside the package (or beside a folder that
/// contains it), and the tests are disabled, with a message, when it is absent.
@Suite("Mustache specification")
struct SpecTests {
    @Test(
        .disabled(
            if: MustacheSpec.directory == nil, "no shared/mustache-spec folder beside the package: spec cases not run"),
        arguments: MustacheSpec.cases
    )
    func specCase(_ specCase: SpecCase) throws {
        let library = try TemplateLibrary(sources: specCase.partials, missingPartials: .renderEmpty)
        let template = try Template(specCase.template, name: "spec")
        let output = try library.render(template, with: specCase.data)
        #expect(output == specCase.expected, "\(specCase.testDescription) — \(specCase.description)")
    }

    @Test(
        .disabled(
            if: MustacheSpec.directory == nil, "no shared/mustache-spec folder beside the package: spec cases not run"))
    func everySpecFileHasCases() throws {
        for file in MustacheSpec.files {
            #expect(MustacheSpec.cases.contains { $0.file == file }, "no cases loaded from \(file)")
        }
    }
}

struct SpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var description: String
    var template: String
    var data: MustacheValue
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(file): \(name)" }
}

enum MustacheSpec {
    static let files = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json",
        "partials.json", "sections.json", "~inheritance.json",
    ]

    /// The first `shared/mustache-spec` folder found beside the package root or one of its ancestors.
    static let directory: URL? = {
        var folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // MustacheTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
        for _ in 0..<3 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appending(path: "shared/mustache-spec")
            if FileManager.default.fileExists(atPath: candidate.appending(path: "sections.json").path) {
                return candidate
            }
        }
        return nil
    }()

    static let cases: [SpecCase] = {
        guard let directory else { return [] }
        return files.flatMap { file -> [SpecCase] in
            guard let data = try? Data(contentsOf: directory.appending(path: file)),
                let spec = try? JSONDecoder().decode(SpecFile.self, from: data)
            else { return [] }
            return spec.tests.map {
                SpecCase(
                    file: file,
                    name: $0.name,
                    description: $0.desc,
                    template: $0.template,
                    data: $0.data,
                    partials: $0.partials ?? [:],
                    expected: $0.expected
                )
            }
        }
    }()

    private struct SpecFile: Decodable {
        struct Test: Decodable {
            var name: String
            var desc: String
            var data: MustacheValue
            var template: String
            var partials: [String: String]?
            var expected: String
        }

        var tests: [Test]
    }
}
