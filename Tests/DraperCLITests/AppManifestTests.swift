import Foundation
import Imaging
import TestSupport
import Testing

/// The site as an installable app: a manifest every page links, and icons Draper draws.
@Suite("Web app manifest and icons")
struct AppManifestTests {
    static let now = "2026-12-02T10:00:00+01:00"

    @Test(
        "the manifest names the site and its icons; each icon is drawn at its size, the maskable one in the safe zone")
    func manifest() throws {
        let project = try FixtureProject()
        // The name under the icon, set in site.json.
        let site = try String(contentsOf: project.root.appendingPathComponent("site.json"), encoding: .utf8)
        try project.folder.write(
            site.replacingOccurrences(of: "title: \"Fixture\",", with: "title: \"Fixture\", shortName: \"Fixé\","),
            to: "site.json")
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let data = try Data(contentsOf: project.output.appendingPathComponent("manifest.webmanifest"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["name"] as? String == "Fixture")
        #expect(manifest["short_name"] as? String == "Fixé")
        #expect(manifest["start_url"] as? String == "./")
        #expect(manifest["scope"] as? String == "./")
        #expect(manifest["display"] as? String == "standalone")
        #expect(manifest["lang"] as? String == "en")
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(
            icons.map { "\($0["sizes"] ?? "") \($0["purpose"] ?? "")" } == [
                "192x192 any", "512x512 any", "512x512 maskable",
            ])
        for icon in icons {
            let image = try ImageDecoder().decode(
                contentsOf: project.output.appendingPathComponent(icon["src"] ?? "").path)
            let side = Int(icon["sizes"]?.split(separator: "x").first ?? "") ?? 0
            #expect(image.size == (try PixelSize(width: side, height: side)))
            guard icon["purpose"] == "maskable" else { continue }
            // The letter (white) stays inside the circle of 40 % radius every mask keeps.
            var outside = 0, letter = 0
            for y in stride(from: 0, to: side, by: 2) {
                for x in stride(from: 0, to: side, by: 2) {
                    let color = image.color(atX: x, y: y)
                    guard color.red > 235, color.green > 235, color.blue > 235 else { continue }
                    letter += 1
                    let dx = Double(x - side / 2), dy = Double(y - side / 2)
                    if (dx * dx + dy * dy).squareRoot() > 0.4 * Double(side) { outside += 1 }
                }
            }
            #expect(letter > 500)
            #expect(outside == 0)
        }
        let home = try String(contentsOf: project.output.appendingPathComponent("index.html"), encoding: .utf8)
        // Linked by the script over http(s) only: from disk a browser refuses the fetch, loudly.
        #expect(home.contains(" data-manifest=\"manifest.webmanifest\" data-service-worker=\"sw.js\">"))
        #expect(
            home.range(
                of: #"<link rel="apple-touch-icon" href="assets/apple-touch-icon-[0-9a-f]{10}\.png">"#,
                options: .regularExpression) != nil)
        let quote = try String(
            contentsOf: project.output.appendingPathComponent("quotes/first/index.html"), encoding: .utf8)
        #expect(quote.contains(" data-manifest=\"../../manifest.webmanifest\" data-service-worker=\"../../sw.js\">"))
    }
}
