import Diagnostics
import Foundation
import Project
import Testing

/// The repository is itself a Draper project; it must load without a single diagnostic.
@Suite struct SampleProjectTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func loadsWithoutDiagnostics() throws {
        let (project, diagnostics) = ProjectLoader.load(at: Self.root)
        #expect(diagnostics.diagnostics.map(\.description) == [])
        let loaded = try #require(project)

        #expect(loaded.config.title == "Draper")
        #expect(loaded.config.baseURL?.absoluteString == "https://draper.example/")
        #expect(loaded.quotes.count >= 40)
        #expect(Set(loaded.quotes.map(\.id)).count == loaded.quotes.count)
        #expect(loaded.quotes.allSatisfy { $0.image != nil && $0.source != nil || $0.speaker == "日本のことわざ" })
        #expect(loaded.quotes.filter { $0.language?.primaryLanguage == "ja" }.count >= 3)
        #expect(loaded.quotes.contains { $0.language?.primaryLanguage == "he" })

        let advent = try #require(loaded.advent)
        #expect(advent.days == 25)
        #expect(advent.entries.map(\.day) == Array(1...25))
        #expect(advent.target == "Christmas")
        #expect(advent.timeZone == .local)
        #expect(advent.unlockTime.description == "00:00")
        #expect(advent.reminderTime.description == "21:00")
        #expect(advent.entries.contains { $0.image != nil })
    }
}
