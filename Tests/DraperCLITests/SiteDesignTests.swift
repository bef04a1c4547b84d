import Foundation
import Imaging
import TestSupport
import Testing

/// A site whose cards are designed: `cards.design` in site.json, a `design` per quote, and
/// a clear error for a design that is not there.
@Suite("Designs on a site")
struct SiteDesignTests {
    static let now = "2026-12-02T10:00:00+01:00"

    private func project(site design: String, quotes extra: [String: String]) throws -> FixtureProject {
        let project = try FixtureProject()
        let site = project.root.appendingPathComponent("site.json")
        let config = try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "cards: { sizes: [\"og\"] }", with: "cards: { sizes: [\"og\"], design: \"\(design)\" }")
        try config.write(to: site, atomically: true, encoding: .utf8)
        let quotes = project.root.appendingPathComponent("data/quotes.json")
        var data = try String(contentsOf: quotes, encoding: .utf8)
        for (id, value) in extra {
            data = data.replacingOccurrences(of: "{ id: \"\(id)\",", with: "{ id: \"\(id)\", design: \"\(value)\",")
        }
        try data.write(to: quotes, atomically: true, encoding: .utf8)
        return project
    }

    @Test("cards.design draws every card with a design; a quote's own design, or classic, wins")
    func designs() throws {
        let project = try project(site: "type-only", quotes: ["third": "classic", "second": "split"])
        // Door 2 has a design of its own.
        let advent = project.root.appendingPathComponent("data/advent.json")
        try String(contentsOf: advent, encoding: .utf8).replacingOccurrences(
            of: "{ day: 2, title:", with: "{ day: 2, design: \"split\", title:"
        ).write(to: advent, atomically: true, encoding: .utf8)
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        func card(_ id: String) throws -> Image {
            try ImageDecoder().decode(contentsOf: project.output.appendingPathComponent("cards/\(id)/og.jpg").path)
        }
        // type-only: no photo, a deep blue-violet gradient from the top-left corner.
        let first = try card("first").color(atX: 8, y: 8)
        #expect(first.blue > first.green && first.red < 70 && first.blue < 90, "\(first)")
        // split: the right half is a paper panel.
        let second = try card("second").color(atX: 1150, y: 40)
        #expect(second.red > 230 && second.green > 225, "\(second)")
        // classic: the photo under the dark layer, never that panel nor that gradient.
        let third = try card("third").color(atX: 1150, y: 40)
        #expect(third.red < 200, "\(third)")
        // Advent doors take the site's design, or their own.
        let door = try card("advent-1").color(atX: 8, y: 8)
        #expect(door.blue > door.green && door.red < 70, "\(door)")
        let secondDoor = try card("advent-2").color(atX: 1150, y: 40)
        #expect(secondDoor.red > 230 && secondDoor.green > 225, "\(secondDoor)")
    }

    @Test("a design that is not there is an error where it is named")
    func missing() throws {
        let project = try project(site: "vintgae", quotes: ["first": "designs/nope.json5"])
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 1)
        #expect(built.standardError.contains("site.json:"), "\(built.standardError)")
        #expect(built.standardError.contains("did you mean 'vintage'?"), "\(built.standardError)")
        #expect(
            built.standardError.contains("data/quotes.json:2:")
                && built.standardError.contains("design file 'designs/nope.json5' does not exist"),
            "\(built.standardError)")
    }

    @Test("a project's design file: drawn with, and its missing font an error at its line before any card")
    func projectDesignFile() throws {
        let project = try project(site: "designs/plain.json5", quotes: [:])
        try project.folder.write(
            "{\n  layers: [\n    { type: \"fill\", color: \"#223344\" },\n    { type: \"text\", field: \"text\", box: [0.1, 0.1, 0.8, 0.8], font: \"League Spartan Bold\" },\n  ],\n}\n",
            to: "designs/plain.json5")
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let corner = try ImageDecoder().decode(
            contentsOf: project.output.appendingPathComponent("cards/first/og.jpg").path
        ).color(atX: 4, y: 4)
        #expect(abs(Int(corner.red) - 0x22) < 6 && abs(Int(corner.blue) - 0x44) < 6, "\(corner)")

        try project.folder.write(
            "{\n  layers: [\n    { type: \"text\", field: \"text\", box: [0, 0, 1, 1], font: \"No Such Face\" },\n  ],\n}\n",
            to: "designs/plain.json5")
        let broken = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(broken.status == 1)
        #expect(
            broken.standardError.contains(
                "designs/plain.json5:3:61: error: 'layers[0].font': no font named 'No Such Face'"),
            "\(broken.standardError)")
    }

    @Test("a project's design cannot put a picture from outside the project into its cards")
    func pictureOutsideTheProject() throws {
        let project = try project(site: "designs/logo.json5", quotes: [:])
        let outside = try TemporaryDirectory()
        let secret = try outside.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("examples/designs/logo.png")),
            to: "secret.png")
        try project.folder.write(
            "{ layers: [{ type: \"image\", src: \"\(secret.path)\", box: [0, 0, 0.2, 0.2] }] }\n",
            to: "designs/logo.json5")
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 1)
        #expect(
            built.standardError.contains("cannot be used: it is outside the project folder"), "\(built.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.output.path))
    }
}
