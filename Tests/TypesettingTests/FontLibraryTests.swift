import Foundation
import Testing
import Typesetting

@Suite struct FontLibraryTests {
    private static let leagueSpartanBlack = URL(
        fileURLWithPath: "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Black.otf")

    /// A project folder with `fonts/` holding League Spartan Black under a name
    /// of its own and a file that only pretends to be a font.
    private func projectFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typesetting-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.leagueSpartanBlack, to: fonts.appendingPathComponent("MyCardFace.otf"))
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("broken.ttf"))
        return folder
    }

    @Test(arguments: [
        ("League Spartan Bold", "League Spartan", "Bold", "LeagueSpartan-Bold.otf"),
        ("league spartan black", "League Spartan", "Black", "LeagueSpartan-Black.otf"),
        ("Noto Sans CJK JP", "Noto Sans CJK JP", "Regular", "NotoSansCJK-Regular.ttc"),
        ("Noto Sans CJK JP Bold", "Noto Sans CJK JP", "Bold", "NotoSansCJK-Bold.ttc"),
        ("Noto Sans Arabic", "Noto Sans Arabic", "Regular", "NotoSansArabic-Regular.ttf"),
        ("Symbola", "Symbola", "Regular", "Symbola_hint.ttf"),
    ])
    func systemFontsByFamilyAndStyle(name: String, family: String, style: String, file: String) throws {
        let font = try FontLibrary().font(named: name)
        #expect(font.family == family)
        #expect(font.style == style)
        #expect(font.file.lastPathComponent == file)
    }

    @Test func aFamilyFontconfigDoesNotHaveIsNotFound() throws {
        let error = try #require(throws: TypesettingError.self) { try FontLibrary().font(named: "Nonexistent Grotesk") }
        guard case let .fontNotFound(name, searched) = error.reason else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(name == "Nonexistent Grotesk")
        #expect(searched.count == 1)
        #expect(searched.first?.hasPrefix("the system fonts (fontconfig's closest is ") == true)
        #expect(error.file == nil)
        #expect(error.textIdentifier == nil)
    }

    @Test func aStyleTheFamilyDoesNotHaveIsNotFound() throws {
        let error = try #require(throws: TypesettingError.self) {
            try FontLibrary().font(named: "League Spartan Italic")
        }
        #expect(
            error.reason
                == .fontNotFound(
                    name: "League Spartan Italic",
                    searched: ["the system fonts, which have League Spartan but not in style 'Italic'"]
                )
        )
        #expect(error.file == nil)
    }

    @Test(arguments: ["League Spartan Black", "MyCardFace", "MyCardFace.otf", "LeagueSpartan-Black", "League Spartan"])
    func projectFontsComeFirst(name: String) throws {
        let project = try projectFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        let library = FontLibrary(fontsDirectory: project.appendingPathComponent("fonts"), baseDirectory: project)
        let font = try library.font(named: name.hasSuffix(".otf") ? "fonts/" + name : name)
        #expect(font.file.path == project.appendingPathComponent("fonts/MyCardFace.otf").path)
        #expect(font.family == "League Spartan")
        #expect(font.style == "Black")
    }

    @Test func namesNotInTheProjectFallThroughToTheSystem() throws {
        let project = try projectFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        let library = FontLibrary(fontsDirectory: project.appendingPathComponent("fonts"))
        #expect(try library.font(named: "Symbola").file.lastPathComponent == "Symbola_hint.ttf")

        let error = try #require(throws: TypesettingError.self) { try library.font(named: "Nonexistent Grotesk") }
        guard case let .fontNotFound(_, searched) = error.reason else {
            Issue.record("unexpected error \(error)")
            return
        }
        let fonts = project.appendingPathComponent("fonts").path
        #expect(searched.first == "the fonts folder \(fonts) (2 font files; not read: broken.ttf)")
        #expect(searched.count == 2)
    }

    @Test func aMissingFontFileIsNotFound() throws {
        let project = try projectFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        let library = FontLibrary(baseDirectory: project)
        let error = try #require(throws: TypesettingError.self) { try library.font(named: "fonts/Missing.ttf") }
        let path = project.appendingPathComponent("fonts/Missing.ttf").path
        #expect(error.reason == .fontNotFound(name: "fonts/Missing.ttf", searched: ["the file \(path)"]))
    }

    @Test func aFileThatIsNotAFontIsUnreadable() throws {
        let project = try projectFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        let library = FontLibrary(baseDirectory: project)
        let error = try #require(throws: TypesettingError.self) { try library.font(named: "fonts/broken.ttf") }
        #expect(error.reason == .unreadableFont("it is not a TrueType/OpenType font or collection"))
        #expect(error.file == project.appendingPathComponent("fonts/broken.ttf").path)
        #expect(error.description.hasSuffix("(font file: \(project.appendingPathComponent("fonts/broken.ttf").path))"))
    }

    @Test func concurrentLookupsAgree() async throws {
        let library = FontLibrary()
        let names = ["League Spartan Bold", "Noto Sans Hebrew", "Symbola", "Noto Sans CJK JP"]
        let found = try await withThrowingTaskGroup(of: [Font].self) { group in
            for _ in 0..<8 { group.addTask { try names.map { try library.font(named: $0) } } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(found.count == 8)
        #expect(Set(found).count == 1)
    }

    @Test func chainsKeepTheirOrderAndMustNotBeEmpty() throws {
        let chain = try FontLibrary().chain(["Symbola", "League Spartan Bold"])
        #expect(chain.description == "Symbola, League Spartan Bold")
        #expect(chain.primary.family == "Symbola")
        #expect(throws: TypesettingError(.emptyFontChain)) { try FontLibrary().chain([]) }
    }
}
