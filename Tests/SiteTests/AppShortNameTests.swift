import Foundation
import Project
import Testing

@testable import Site

/// The name under the icon of the installed app (`short_name`): the title when it fits in the
/// 12 characters a home screen shows, else its first whole words that do, never a cut word.
@Suite("The app's short name")
struct AppShortNameTests {
    private func shortName(title: String) throws -> String? {
        let config = SiteConfig(title: title, baseURL: URL(string: "https://example.org/"))
        let project = Project(root: URL(fileURLWithPath: "/nonexistent"), config: config, quotes: [])
        let content = SiteContent(
            project: project, paths: SitePaths(baseURL: config.baseURL),
            now: Date(timeIntervalSince1970: 1_796_000_000), reveal: .client, quotes: [], days: [],
            stylesheet: "assets/draper.css", script: "assets/draper.js", icon: "assets/favicon.svg",
            tags: [], speakers: [])
        let manifest = try JSONSerialization.jsonObject(with: Data(SiteWriter.manifest(content).utf8))
        return (manifest as? [String: Any])?["short_name"] as? String
    }

    @Test(
        "without shortName: the title if it fits, else its first words that fit, never a cut word",
        arguments: [
            ("Fixture", "Fixture"),
            ("Zwölf Zitate", "Zwölf Zitate"),
            ("Zitate aus der Werbewelt", "Zitate aus"),
            ("Adventskalenderzauber 2026", "Adventskalenderzauber"),
            ("Draper · Zitate des Tages", "Draper"),
            ("Der Mann, der Dinge sagt", "Der Mann"),
            ("名言のカレンダー", "名言のカレンダー"),
        ])
    func fromTheTitle(title: String, expected: String) throws {
        #expect(try shortName(title: title) == expected)
    }
}
