import Foundation
import Project

extension SiteWriter {
    /// The web app manifest: the site's name, language and colours, its icons, and a start URL
    /// and scope relative to the manifest, so the app is the site under any base path.
    static func manifest(_ content: SiteContent) -> String {
        let config = content.config
        let title = config.title
        // A home screen shows about a dozen characters under an icon.
        let short =
            title.count <= 12 ? title : String((title.split(separator: " ").first ?? Substring(title)).prefix(12))
        var manifest: [String: Any] = [
            "name": title,
            "short_name": short,
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
}
