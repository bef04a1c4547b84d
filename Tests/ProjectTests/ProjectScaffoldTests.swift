import Diagnostics
import Foundation
import Project
import Testing

@Suite struct ProjectScaffoldTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("draper-scaffold-\(UUID().uuidString)")
    }

    @Test func createsALoadableProject() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try ProjectScaffold.create(at: folder, year: 2026, sampleImage: "sample.jpg")
        #expect(
            written == [
                ".gitignore", "data/advent.json", "data/quotes.json", "fonts/README.md", "site.json",
                "templates/README.md",
            ]
        )
        // The caller writes the sample image; stand in for it.
        try Data([0xFF, 0xD8]).write(to: folder.appendingPathComponent("images/sample.jpg"))

        let (project, diagnostics) = ProjectLoader.load(at: folder)
        #expect(
            diagnostics.diagnostics.map(\.description) == [
                "site.json:3:1: warning: no 'baseURL' set; feeds, sitemaps and share-card links that need absolute URLs are left out"
            ]
        )
        let loaded = try #require(project)
        #expect(loaded.config.title == "My Draper Site")
        #expect(loaded.config.cards == CardSettings())
        #expect(loaded.quotes.map(\.id) == ["franklin-well-done", "dickinson-hope", "basho-old-pond"])
        #expect(loaded.quotes.allSatisfy { $0.image == "images/sample.jpg" })
        let advent = try #require(loaded.advent)
        #expect(advent.start.description == "2026-12-21")
        #expect(advent.end.description == "2026-12-25")
        #expect(advent.entries.map(\.day) == [1, 2, 3, 4, 5])
        #expect(advent.entries.last?.image == "images/sample.jpg")
    }

    @Test func acceptsAnExistingEmptyFolder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try ProjectScaffold.create(at: folder, year: 2030, sampleImage: "bg.png").count == 6)
    }

    @Test func refusesANonEmptyFolder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: ProjectError(.folderNotEmpty, at: SourceLocation(file: folder.path))) {
            try ProjectScaffold.create(at: folder, year: 2026, sampleImage: "sample.jpg")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test func refusesAFileInTheWay() throws {
        let file = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("x".utf8).write(to: file)
        #expect(throws: ProjectError(.folderNotEmpty, at: SourceLocation(file: file.path))) {
            try ProjectScaffold.create(at: file, year: 2026, sampleImage: "sample.jpg")
        }
    }

    @Test(arguments: ["", "../escape.jpg", "sub/dir.jpg", ".hidden.jpg", "quote\".jpg", "tab\t.jpg"])
    func refusesAnImageNameThatIsNotAPlainFileName(name: String) {
        let folder = temporaryFolder()
        #expect(throws: ProjectError(.invalidImageFileName(name), at: SourceLocation(file: folder.path))) {
            try ProjectScaffold.create(at: folder, year: 2026, sampleImage: name)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func refusesAnImpossibleYear() {
        let folder = temporaryFolder()
        #expect(
            throws: ProjectError(
                .outOfRange("year", value: "0", range: "from 1 to 9999"), at: SourceLocation(file: folder.path))
        ) {
            try ProjectScaffold.create(at: folder, year: 0, sampleImage: "sample.jpg")
        }
    }
}
