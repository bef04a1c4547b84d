import Diagnostics
import Foundation
import Imaging
import Project
import TestSupport
import Testing

@testable import Site

/// The calendar's cover (its page's backdrop, every locked door's page and locked card) never
/// shows a photo that only a locked door has: it is the photo the author names for it, an open
/// door's, or a photo of the project no locked door names.
@Suite("The calendar's cover")
struct CoverPhotoTests {
    /// A photo no other image of the site looks like: pure red.
    static func secretPhoto() throws -> Data {
        let image = try Image(size: PixelSize(width: 800, height: 600))
        image.remapLuminance(Array(repeating: RGBColor(red: 230, green: 10, blue: 10), count: 256))
        return Data(try image.encoded(as: .jpeg(quality: 90)))
    }

    /// A project whose only door with a photo is door 5, locked on 2 December.
    static func project(cover: String? = nil, reveal: String) throws -> SiteFixture {
        let fixture = try SiteFixture(reveal: reveal)
        try fixture.folder.write(try secretPhoto(), to: "images/door-five.jpg")
        try fixture.folder.write(
            """
            {
              title: "Test Advent", start: "2026-12-01", days: 5, timezone: "Europe/Berlin",
              \(cover.map { "cover: \"\($0)\"," } ?? "")
              entries: [
                { day: 1, title: "One", message: "One." },
                { day: 2, title: "Two", message: "Two." },
                { day: 3, title: "Three", message: "Three." },
                { day: 4, title: "Four", message: "Four." },
                { day: 5, title: "Five", message: "Five.", image: "images/door-five.jpg" },
              ],
            }
            """, to: "data/advent.json")
        return fixture
    }

    /// The share of an image's pixels that are the secret photo's red, on a grid.
    static func redShare(_ url: URL) throws -> Double {
        let image = try ImageDecoder().decode(contentsOf: url.path)
        var red = 0
        var total = 0
        for y in stride(from: 0, to: image.height, by: max(1, image.height / 40)) {
            for x in stride(from: 0, to: image.width, by: max(1, image.width / 40)) {
                let color = image.color(atX: x, y: y)
                total += 1
                if Int(color.red) > 2 * max(Int(color.green), Int(color.blue)) + 20 { red += 1 }
            }
        }
        return Double(red) / Double(max(total, 1))
    }

    /// Every JPEG and PNG of the site that a visitor can reach before door 5 opens: those a
    /// page, feed or manifest names as it is (sealed content, which client mode ships
    /// obfuscated with the locked doors' own files, names none).
    static func reachableImages(_ output: URL) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: output.path)
        var texts = ""
        for path in paths
        where [".html", ".xml", ".json", ".webmanifest", ".js", ".ics"].contains(where: path.hasSuffix) {
            texts += String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
        }
        return paths.filter { path in
            (path.hasSuffix(".jpg") || path.hasSuffix(".png"))
                && texts.contains((path as NSString).lastPathComponent)
        }.sorted()
    }

    @Test("a locked door's photo is in no image a visitor can reach", arguments: ["build", "client"])
    func noSpoiler(reveal: String) throws {
        let fixture = try Self.project(reveal: reveal)
        try fixture.build(now: "2026-12-02T11:00:00Z")
        let images = try Self.reachableImages(fixture.output)
        #expect(!images.isEmpty)
        for path in images {
            let share = try Self.redShare(fixture.output.appendingPathComponent(path))
            #expect(share < 0.05, "\(path) shows door 5's photo (\(Int(share * 100)) % of it)")
        }
    }

    @Test("once door 5 is open, its photo is the cover")
    func openDoorsPhoto() throws {
        let fixture = try Self.project(reveal: "build")
        try fixture.build(now: "2026-12-05T11:00:00Z")
        let calendar = try String(
            contentsOf: fixture.output.appendingPathComponent("advent/index.html"), encoding: .utf8)
        let backdrops = try Self.reachableImages(fixture.output).filter { calendar.contains($0) }
        #expect(
            try backdrops.contains { try Self.redShare(fixture.output.appendingPathComponent($0)) > 0.5 },
            "the calendar page shows no open door's photo: \(backdrops)")
    }

    @Test("the author's cover is used, even one a locked door shows too")
    func authorsCover() throws {
        let fixture = try Self.project(cover: "images/door-five.jpg", reveal: "build")
        try fixture.build(now: "2026-12-02T11:00:00Z")
        let page = try String(
            contentsOf: fixture.output.appendingPathComponent("advent/3/index.html"), encoding: .utf8)
        let shown = try Self.reachableImages(fixture.output).filter { page.contains($0) }
        #expect(try shown.contains { try Self.redShare(fixture.output.appendingPathComponent($0)) > 0.5 })
    }

    @Test("a cover outside images/ is an error at its place in advent.json")
    func coverOutsideImages() throws {
        let fixture = try Self.project(cover: "../secret.jpg", reveal: "build")
        #expect(throws: (any Error).self) { try fixture.project() }
        let messages = ProjectLoader.load(at: fixture.root).diagnostics.diagnostics.map(\.description)
            .joined(separator: "\n")
        #expect(messages.contains("data/advent.json:3:10: error: image '../secret.jpg' is outside"), "\(messages)")
    }
}
