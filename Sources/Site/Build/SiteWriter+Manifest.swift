import Foundation
import Project

extension SiteWriter {
    /// The web app manifest: the site's name, language and colours, its icons, and a start URL
    /// and scope relative to the manifest, so the app is the site under any base path.
    static func manifest(_ content: SiteContent) -> String {
        let config = content.config
        var manifest: [String: Any] = [
            "name": config.title,
            "short_name": config.shortName ?? shortName(fromTitle: config.title),
            "lang": config.language.description,
            "dir": content.isRightToLeft ? "rtl" : "ltr",
            "start_url": "./",
            "scope": "./",
            "display": "standalone",
            "background_color": AppIcons.background,
            "theme_color": AppIcons.background,
            "icons": content.appIcons.filter(\.inManifest).map { icon in
                [
                    "src": icon.path, "sizes": "\(icon.size)x\(icon.size)", "type": icon.mediaType,
                    "purpose": icon.maskable ? "maskable" : "any",
                ]
            },
        ]
        if !config.description.isEmpty { manifest["description"] = config.description }
        let data =
            (try? JSONSerialization.data(
                withJSONObject: manifest, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The name under the icon when `site.json` sets none: the title if a home screen shows it
    /// whole, else as many of its first words as fit, without punctuation that joined them to
    /// the next ("Der Mann, der Dinge sagt" → "Der Mann"). Never a cut word: a first word too
    /// long to fit is taken whole, and the launcher ends it with "…", which a reader sees as
    /// shortened, where "Adventskalen" reads as a misspelling.
    static func shortName(fromTitle title: String) -> String {
        let limit = ProjectDefaults.maximumShortNameLength
        guard title.count > limit else { return title }
        let words = title.split(whereSeparator: \.isWhitespace)
        var name = ""
        for word in words {
            let longer = name.isEmpty ? String(word) : name + " " + word
            guard longer.count <= limit else { break }
            name = longer
        }
        while let last = name.last, last.isWhitespace || joiningPunctuation.contains(last) { name.removeLast() }
        if !name.isEmpty { return name }
        return words.first.map(String.init) ?? title
    }

    /// Marks that join a title's parts, not end a name: "Draper · Zitate", "Mann, der".
    private static let joiningPunctuation: Set<Character> = [
        ",", ";", ":", "·", "•", "-", "–", "—", "/", "|", "&", "+",
    ]
}
