import Foundation
import TestSupport
import Testing

/// Batches of several datasets into one folder: one owner per file name, lists that name only
/// the cards their batch made, and batches that take turns on the folder.
@Suite("Batches sharing a folder of cards")
struct SharedCardsFolderTests {
    /// The files a batch's list names.
    static func listed(_ list: URL) throws -> [String] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: list)) as? [String: Any])
        let quotes = try #require(object["quotes"] as? [[String: Any]])
        return quotes.flatMap { quote in
            (quote["cards"] as? [String: [String: [String: Any]]] ?? [:]).values.flatMap { formats in
                formats.values.compactMap { $0["file"] as? String }
            }
        }.sorted()
    }

    @Test(
        "a second dataset's quote with the first's id gets an error at its row, and its list never names the first's card"
    )
    func reusedID() throws {
        let folder = try TemporaryDirectory()
        try folder.write("id,text,speaker\nintro,Spring opens.,Ann\nsecond,Spring two.,Bob\n", to: "spring.csv")
        try folder.write("id,text,speaker\nintro,Summer opens.,Cy\nother,Summer two.,Di\n", to: "summer.csv")
        let out = folder.appending("cards")
        let spring = try DraperProcess.run(["cards", folder.appending("spring.csv").path, "--out", out.path])
        #expect(spring.status == 0, "\(spring.standardError)")
        let springCard = try Data(contentsOf: out.appendingPathComponent("intro-og.png"))

        let summer = try DraperProcess.run(["cards", folder.appending("summer.csv").path, "--out", out.path])
        #expect(summer.status == 1, "\(summer.standardError)")
        #expect(
            summer.standardError.contains("summer.csv:2:1: error: quotes[0] (id 'intro'): its card"),
            "\(summer.standardError)")
        #expect(!summer.standardError.contains("rendered 2 of 2"), "\(summer.standardError)")
        #expect(try Data(contentsOf: out.appendingPathComponent("intro-og.png")) == springCard)
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where name.hasSuffix(".json") {
            guard name != "cards.json" else { continue }
            #expect(try !Self.listed(out.appendingPathComponent(name)).contains("intro-og.png"), "\(name)")
        }
        #expect(try Self.listed(out.appendingPathComponent("cards.json")) == ["intro-og.png", "second-og.png"])

        // With the id changed, the batch makes its cards and lists exactly them.
        try folder.write("id,text,speaker\nsummer-intro,Summer opens.,Cy\nother,Summer two.,Di\n", to: "summer.csv")
        let fixed = try DraperProcess.run(["cards", folder.appending("summer.csv").path, "--out", out.path])
        #expect(fixed.status == 0, "\(fixed.standardError)")
        #expect(
            try Self.listed(out.appendingPathComponent("summer.cards.json")) == ["other-og.png", "summer-intro-og.png"])
    }

    @Test("a dataset of the same name from another folder gets a list of its own")
    func sameDatasetName() throws {
        let folder = try TemporaryDirectory()
        try folder.write("text,speaker\nFirst one,Ann\n", to: "a/quotes.csv")
        try folder.write("text,speaker\nSecond one,Bob\n", to: "b/quotes.csv")
        try folder.write("text,speaker\nThird one,Cy\n", to: "c/quotes.csv")
        let out = folder.appending("cards")
        for dataset in ["a", "b", "c"] {
            let run = try DraperProcess.run([
                "cards", folder.appending("\(dataset)/quotes.csv").path, "--out", out.path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
        }
        let lists = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".json") }
        #expect(lists.sorted() == ["cards.json", "quotes-2.cards.json", "quotes.cards.json"])
        let named = try lists.map { try Self.listed(out.appendingPathComponent($0)) }
        #expect(Set(named.flatMap { $0 }).count == 3 && named.allSatisfy { $0.count == 1 })
    }

    @Test("two batches of different datasets at once both write their lists", arguments: 0..<3)
    func concurrentBatches(round: Int) throws {
        let folder = try TemporaryDirectory()
        try folder.write("text,speaker\nSpring one,Ann\nSpring two,Bob\n", to: "spring.csv")
        try folder.write("text,speaker\nSummer one,Cy\nSummer two,Di\n", to: "summer.csv")
        let out = folder.appending("cards")
        func start(_ name: String) throws -> Process {
            let process = Process()
            process.executableURL = PackagePaths.draperExecutable
            process.arguments = ["cards", folder.appending(name).path, "--out", out.path, "--quiet"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        let batches = try [start("spring.csv"), start("summer.csv")]
        for batch in batches { batch.waitUntilExit() }
        #expect(batches.map(\.terminationStatus) == [0, 0])
        let lists = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".json") }
        #expect(lists.count == 2, "\(lists)")
        let named = try lists.map { try Self.listed(out.appendingPathComponent($0)) }
        #expect(named.allSatisfy { $0.count == 2 } && Set(named.flatMap { $0 }).count == 4, "\(named)")
    }
}
