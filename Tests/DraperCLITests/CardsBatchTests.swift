import Foundation
import Imaging
import TestSupport
import Testing

/// `draper cards` run as a new user runs it: from inside a project, twice into one folder,
/// over small photos; what it keeps, what it says.
@Suite("draper cards batches")
struct CardsBatchTests {
    @Test("inside a project, image values work as the build reads them: images/x, a bare name, beside the dataset")
    func imagePathsInAProject() throws {
        let project = try FixtureProject()
        try FileManager.default.copyItem(
            at: project.root.appendingPathComponent("images/sea.jpg"),
            to: project.root.appendingPathComponent("data/beside.jpg"))
        try project.folder.write(
            "text,speaker,image\nOne,Ann,images/sea.jpg\nTwo,Bob,sea.jpg\nThree,Cy,./images/sea.jpg\nFour,Di,beside.jpg\n",
            to: "data/quotes.csv")
        let run = try DraperProcess.run(
            ["cards", "data/quotes.csv", "--out", "cards", "--quiet"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: project.root.appendingPathComponent("cards").path)
        #expect(files.filter { $0.hasSuffix(".png") }.count == 4, "\(files)")

        try project.folder.write("text,speaker,image\nOne,Ann,Sea.JPG\n", to: "data/quotes.csv")
        let missing = try DraperProcess.run(
            ["cards", "data/quotes.csv", "--out", "cards", "--quiet"], in: project.root)
        #expect(missing.status == 1)
        #expect(
            missing.standardError.contains(
                "data/quotes.csv:2:9: error: quotes[0]: image 'Sea.JPG' does not exist (looked for data/Sea.JPG, Sea.JPG and images/Sea.JPG); did you mean 'images/sea.jpg'?"
            ), "\(missing.standardError)")

        // The project's sources are no place for cards.
        let inside = try DraperProcess.run(["cards", "data/quotes.csv", "--out", "images/cards"], in: project.root)
        #expect(inside.status == 64, "\(inside.standardError)")
    }

    @Test("inside a German project, a row without lang is set in German: the very card of a row that says lang de")
    func projectLanguageIsTheDefault() throws {
        let project = try FixtureProject()
        let settings = project.root.appendingPathComponent("site.json")
        try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(
            of: "timezone: \"Europe/Berlin\",", with: "timezone: \"Europe/Berlin\", language: \"de\","
        ).write(to: settings, atomically: true, encoding: .utf8)
        // Quotation marks and a compound too long for a line: both depend on the language.
        let text = "\"Das \"\"Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz\"\" gilt.\""
        try project.folder.write(
            "id,text,speaker,lang\nunnamed,\(text),Landtag,\ngerman,\(text),Landtag,de\nenglish,\(text),Landtag,en\n",
            to: "data/rows.csv")
        let run = try DraperProcess.run(["cards", "data/rows.csv", "--out", "cards", "--quiet"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        func card(_ id: String) throws -> Data {
            try Data(contentsOf: project.root.appendingPathComponent("cards/\(id)-og.png"))
        }
        #expect(try card("unnamed") == card("german"), "the row without lang is not set as German")
        #expect(try card("unnamed") != card("english"))

        // Settings the batch cannot read: it says so, and the row is set in English.
        try project.folder.write("{ title: \"Fixture\", language: \"de_DE\" }", to: "site.json")
        let broken = try DraperProcess.run(["cards", "data/rows.csv", "--out", "cards", "--quiet"], in: project.root)
        #expect(broken.status == 0, "\(broken.standardError)")
        #expect(
            broken.standardError.contains("site.json: warning: the project's settings have errors"),
            "\(broken.standardError)")
        #expect(try card("unnamed") == card("english"))
    }

    @Test("a second dataset's batch into the same folder keeps the first's cards; each removes only its own")
    func batchesShareAFolder() throws {
        let folder = try TemporaryDirectory()
        try folder.write("text,speaker\nSpring one,Ann\nSpring two,Bob\n", to: "spring.csv")
        try folder.write("text,speaker\nSummer one,Cy\n", to: "summer.csv")
        let out = folder.appending("cards")
        func batch(_ name: String) throws -> String {
            let run = try DraperProcess.run(["cards", folder.appending(name).path, "--out", out.path])
            #expect(run.status == 0, "\(run.standardError)")
            return run.standardError
        }
        func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() }
        _ = try batch("spring.csv")
        _ = try batch("summer.csv")
        #expect(
            try files() == [
                "ann-spring-one-og.png", "bob-spring-two-og.png", "cards.json", "cy-summer-one-og.png",
                "summer.cards.json",
            ])
        let springList = try String(contentsOf: out.appending(path: "cards.json"), encoding: .utf8)
        #expect(springList.contains("Spring two") && !springList.contains("Summer one"))
        let summerList = try String(contentsOf: out.appending(path: "summer.cards.json"), encoding: .utf8)
        #expect(summerList.contains("Summer one") && !summerList.contains("Spring"))

        // A row gone from spring.csv: its card goes, and nothing of summer's.
        try folder.write("text,speaker\nSpring one,Ann\n", to: "spring.csv")
        let again = try batch("spring.csv")
        #expect(
            try files() == ["ann-spring-one-og.png", "cards.json", "cy-summer-one-og.png", "summer.cards.json"])
        #expect(again.contains("rendered 0 of 1 card file (1 up to date)"), "\(again)")
        #expect(!again.contains("warning"), "\(again)")
    }

    @Test("a card's warnings are one line that names its sizes, on the first run and on an up-to-date one")
    func warningsPerCard() throws {
        let folder = try TemporaryDirectory()
        let long = Array(repeating: "All work and no play makes a dull card.", count: 120).joined(separator: " ")
        try folder.write("text,speaker\n\"\(long)\",Jack\nShort,Ann\n", to: "q.csv")
        let words = [
            "cards", folder.appending("q.csv").path, "--out", folder.appending("out").path, "--size",
            "og,square,story", "--quiet",
        ]
        for run in 1...2 {
            let result = try DraperProcess.run(words)
            #expect(result.status == 0, "\(result.standardError)")
            let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
            #expect(warnings.count == 1, "run \(run): \(warnings)")
            let line = String(warnings.first ?? "")
            #expect(
                line.hasPrefix("q.csv:2:1: warning: quote 'jack-all-work")
                    || line.contains("warning: quote 'jack-all-work"), "\(line)")
            for size in ["og", "square", "story"] { #expect(line.contains("\(size)"), "run \(run): \(line)") }
            #expect(line.contains("clamped to"), "\(line)")
        }
    }

    @Test("a photo enlarged more than 1.5× to fill a card warns once, at the photo, with the factor")
    func enlargedPhoto() throws {
        let folder = try TemporaryDirectory()
        // 2400×1600: 1.25× for a 2000×2000 card is fine; 1.9× for 1000×3000 is not.
        try folder.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-06.jpg")), to: "sea.jpg")
        try folder.write("text,speaker,image\nOne,Ann,sea.jpg\nTwo,Bob,sea.jpg\n", to: "q.csv")
        func run(_ sizes: String) throws -> [Substring] {
            let result = try DraperProcess.run([
                "cards", folder.appending("q.csv").path, "--out", folder.appending("out-\(sizes)").path, "--size",
                sizes, "--quiet",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        }
        #expect(try run("2000x2000") == [])
        let warnings = try run("2000x2000,1000x3000")
        #expect(
            warnings == [
                "sea.jpg: warning: the photo is 2400×1600 px and was enlarged 1.9× to fill the 1000x3000 card (1000×3000), so it looks soft; a photo of at least 1000×3000 px keeps it sharp"
            ])
    }

    @Test("--design draws every card of a batch from a design file; a changed logo renders them again")
    func designedBatch() throws {
        let folder = try TemporaryDirectory()
        let examples = PackagePaths.root.appendingPathComponent("examples/designs")
        try folder.write(try Data(contentsOf: examples.appendingPathComponent("brand.json5")), to: "brand.json5")
        try folder.write(try Data(contentsOf: examples.appendingPathComponent("logo.png")), to: "logo.png")
        try folder.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-03.jpg")), to: "road.jpg")
        try folder.write(
            "text,speaker,source,image\nWell done is better than well said.,Benjamin Franklin,\"Poor Richard's Almanack, 1737\",road.jpg\nLost time is never found again.,Benjamin Franklin,,road.jpg\n",
            to: "q.csv")
        let words = [
            "cards", folder.appending("q.csv").path, "--out", folder.appending("out").path, "--size", "og,story",
            "--design", folder.appending("brand.json5").path,
        ]
        let first = try DraperProcess.run(words)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("rendered 4 of 4 card files"), "\(first.standardError)")
        let again = try DraperProcess.run(words)
        #expect(again.standardError.contains("rendered 0 of 4 card files (4 up to date)"), "\(again.standardError)")
        // Another logo: every card shows it, so every card is drawn again.
        try folder.write(
            try Data(
                contentsOf: PackagePaths.root.appendingPathComponent("Tests/ImagingTests/Fixtures/palette-alpha.png")),
            to: "logo.png")
        let relogo = try DraperProcess.run(words)
        #expect(relogo.standardError.contains("rendered 4 of 4 card files"), "\(relogo.standardError)")
        let card = try ImageDecoder().decode(
            contentsOf: folder.appending("out/benjamin-franklin-well-done-is-better-story.png").path)
        #expect(card.size == (try PixelSize(width: 1080, height: 1920)))

        try folder.write("{ layers: [{ type: \"txet\" }] }\n", to: "broken.json5")
        let broken = try DraperProcess.run(words.dropLast() + [folder.appending("broken.json5").path])
        #expect(broken.status == 1)
        #expect(
            broken.standardError.contains("broken.json5:1:20: error: 'txet' is not a layer type"),
            "\(broken.standardError)")
    }

    @Test(
        "a design shows a column of the dataset; a column it does not show is kept quietly; a field no column gives is an error"
    )
    func datasetColumns() throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            { layers: [
                { type: "fill", color: "#000" },
                { type: "text", field: "episode", box: [0.05, 0.05, 0.9, 0.4], color: "#fff" },
            ] }
            """, to: "ep.json5")
        try folder.write("text,speaker,Episode\nHello there.,Ann,Season 1\nGoodbye.,Bob,\n", to: "q.csv")
        let words = [
            "cards", folder.appending("q.csv").path, "--out", folder.appending("out").path, "--design",
            folder.appending("ep.json5").path,
        ]
        let made = try DraperProcess.run(words)
        #expect(made.status == 0, "\(made.standardError)")
        func whitePixels(_ name: String) throws -> Int {
            let card = try ImageDecoder().decode(contentsOf: folder.appending("out/\(name)-og.png").path)
            var count = 0
            for y in stride(from: 0, to: 280, by: 2) {
                for x in stride(from: 0, to: 1200, by: 2) where card.color(atX: x, y: y).red > 200 { count += 1 }
            }
            return count
        }
        // The episode is set at the top of the first card; the second has none.
        #expect(try whitePixels("ann-hello-there") > 500)
        #expect(try whitePixels("bob-goodbye") == 0)

        try folder.write("text,speaker,Episode,Mood\nHello there.,Ann,Season 1,calm\n", to: "q.csv")
        try folder.write(
            "{ layers: [{ type: \"text\", field: \"episdoe\", box: [0, 0, 1, 1] }] }\n", to: "typo.json5")
        let broken = try DraperProcess.run(words.dropLast() + [folder.appending("typo.json5").path])
        #expect(broken.status == 1)
        // A column the design does not show is the dataset's own: no word about it.
        #expect(!broken.standardError.contains("'Mood'"), "\(broken.standardError)")
        #expect(
            broken.standardError.contains(
                "typo.json5:1:35: error: 'layers[0].field': 'episdoe' is neither a field every card has"),
            "\(broken.standardError)")
        #expect(broken.standardError.contains("did you mean 'Episode'?"), "\(broken.standardError)")
        // A design that cannot be drawn from this dataset draws no card at all.
        #expect(!broken.standardError.contains("rendered"), "\(broken.standardError)")
    }
}
