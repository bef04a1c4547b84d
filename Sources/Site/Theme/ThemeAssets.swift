import Cards
import Diagnostics
import Foundation
import Hashing
import Mustache
import Typesetting

/// The stylesheet, the script and the web fonts, with content-hashed names so a new
/// version is never hidden by a browser's cache.
struct ThemeAssets: Sendable {
    struct File: Sendable {
        var path: String
        var bytes: [UInt8]
    }

    var stylesheet: File
    var script: File
    var icon: File
    var fonts: [File]

    /// Renders the theme's assets, serving the card typeface (its regular and bold
    /// faces when the family has them) so pages are set in the same type as the cards.
    static func make(theme: Theme, fonts library: FontLibrary, design: CardDesign) throws(DiagnosticError)
        -> ThemeAssets
    {
        var fontFiles: [File] = []
        var faces: [MustacheValue] = []
        if let primaryName = design.fonts.first, let primary = try? library.font(named: primaryName) {
            let regular = (try? library.font(named: "\(primary.family) Regular")) ?? primary
            let bold =
                primary.style.localizedCaseInsensitiveContains("bold")
                ? primary
                : (try? library.font(named: "\(primary.family) Bold")) ?? primary
            for (font, weight) in [(regular, 400), (bold, 700)] {
                let fileExtension = font.file.pathExtension.lowercased()
                // Browsers read single fonts, not collections (.ttc).
                guard
                    let format = ["otf": "opentype", "ttf": "truetype", "woff": "woff", "woff2": "woff2"][
                        fileExtension],
                    let data = try? Data(contentsOf: font.file)
                else { continue }
                let bytes = [UInt8](data)
                let path = "assets/fonts/card-\(weight)-\(SHA256.hexDigest(of: bytes).prefix(10)).\(fileExtension)"
                if !fontFiles.contains(where: { $0.path == path }) { fontFiles.append(File(path: path, bytes: bytes)) }
                faces.append([
                    "url": .string(String(path.dropFirst("assets/".count))), "format": .string(format),
                    "weight": .string(String(weight)),
                ])
            }
        }
        func asset(_ name: String, context: MustacheValue) throws(DiagnosticError) -> File {
            guard let text = try theme.renderAsset(name, context) else {
                throw DiagnosticError(
                    .error("the theme has no assets/\(name)", at: SourceLocation(file: "templates/assets/\(name)")))
            }
            let bytes = Array(text.utf8)
            let stem = (name as NSString).deletingPathExtension, fileExtension = (name as NSString).pathExtension
            return File(path: "assets/\(stem)-\(SHA256.hexDigest(of: bytes).prefix(10)).\(fileExtension)", bytes: bytes)
        }
        return ThemeAssets(
            stylesheet: try asset("draper.css", context: ["fonts": .list(faces)]),
            script: try asset("draper.js", context: [:]),
            icon: try asset("favicon.svg", context: [:]),
            fonts: fontFiles)
    }
}
