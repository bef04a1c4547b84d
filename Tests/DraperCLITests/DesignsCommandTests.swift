import Foundation
import Imaging
import TestSupport
import Testing

/// `draper designs` and built-in designs by name, run as a user runs them.
@Suite("draper designs")
struct DesignsCommandTests {
    @Test("lists the built-in designs and the project's own")
    func lists() throws {
        let folder = try TemporaryDirectory()
        try folder.write("{ layers: [{ type: \"fill\", color: \"#123\" }] }\n", to: "designs/mine.json5")
        for (words, directory) in [(["designs"], folder.url), (["designs", folder.path], PackagePaths.root)] {
            let result = try DraperProcess.run(words, in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let names = result.standardOutput.split(separator: "\n").map {
                $0.split(separator: " ").first.map(String.init)
            }
            #expect(names == ["classic", "split", "type-only", "vintage", "designs/mine.json5"], "\(words)")
        }
    }

    @Test(
        "--print gives a design file to start from: it draws the same card as the name (classic's: as draper card does by default)",
        arguments: ["classic", "split", "type-only", "vintage"])
    func printsAFileToStartFrom(name: String) throws {
        let folder = try TemporaryDirectory()
        let printed = try DraperProcess.run(["designs", "--print", name])
        #expect(printed.status == 0)
        let file = try folder.write(printed.standardOutput, to: "designs/\(name)-copy.json5")
        let photo = PackagePaths.root.appendingPathComponent("images/bg-02.jpg").path
        var cards: [Image] = []
        for design in [[], ["--design", name], ["--design", file.path]] where name == "classic" || !design.isEmpty {
            let out = folder.appending("card-\(cards.count).png")
            let result = try DraperProcess.run(
                ["card"] + design + [
                    "--text", "Lost time is never found again.", "--speaker", "Benjamin Franklin", "--image", photo,
                    "--size", "portrait", "--out", out.path,
                ])
            #expect(result.status == 0, "\(result.standardError)")
            cards.append(try ImageDecoder().decode(contentsOf: out.path))
        }
        for card in cards.dropFirst() {
            let comparison = try GoldenImage.compare(card, cards[0], tolerance: .default)
            #expect(comparison.differingShare <= GoldenImage.Tolerance.default.pixelShare, "\(name)")
        }
    }

    @Test("a name that is no built-in design: a usage error for --print, an error with a suggestion for --design")
    func unknownNames() throws {
        let folder = try TemporaryDirectory()
        let unknown = try DraperProcess.run(["designs", "--print", "splti"])
        #expect(unknown.status == 64)
        let misspelt = try DraperProcess.run([
            "card", "--design", "vintag", "--text", "x", "--out", folder.appending("x.png").path,
        ])
        // An unknown value of an option, as `designs --print` says.
        #expect(misspelt.status == 64)
        #expect(misspelt.standardError.contains("no design named 'vintag'"), "\(misspelt.standardError)")
        #expect(misspelt.standardError.contains("did you mean 'vintage'?"), "\(misspelt.standardError)")
    }

    @Test("--sheet renders every design at og, square, portrait and story in one PNG")
    func sheet() throws {
        let folder = try TemporaryDirectory()
        let out = folder.appending("sheet.png")
        let result = try DraperProcess.run(["designs", "--sheet", out.path], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let image = try ImageDecoder().decode(contentsOf: out.path)
        // Four rows of 420 px cards under a header, four columns beside the labels.
        #expect(image.height == 48 * 2 + 64 + 4 * (420 + 40))
        #expect(image.width > 1600)
        #expect(result.standardError.contains("4 designs × 4 sizes"))
    }
}
