import Cards
import Diagnostics
import Foundation
import Hashing
import Mustache
import Typesetting
import WebFonts

/// The stylesheet, the script and the web fonts, with content-hashed names so a new
/// version is never hidden by a browser's cache.
struct ThemeAssets: Sendable {
    struct File: Sendable {
        var path: String
        var bytes: [UInt8]
    }

    /// A face of the card typeface for the pages, as WOFF2. It is named and keyed by the
    /// OpenType file it comes from, so a build whose font did not change keeps the file the
    /// previous one encoded (the encoder takes about 0.2 s a face).
    struct WebFont: Sendable {
        var path: String
        /// The OpenType file's bytes, encoded when the file must be written.
        var source: [UInt8]
        /// Where the face was found, for an error about it.
        var sourcePath: String
        var key: String
    }

    var stylesheet: File
    var script: File
    var icon: File
    var fonts: [WebFont]

    /// Renders the theme's assets, serving the card typeface (its regular and bold
    /// faces when the family has them) so pages are set in the same type as the cards.
    ///
    /// The stylesheet also gets `doorSlots`, 1 to `adventDoors`: a rule for each place in the
    /// calendar's shuffled order (`DoorLayout`), which no attribute can carry past a
    /// Content-Security-Policy that forbids inline styles.
    static func make(theme: Theme, fonts library: FontLibrary, cardFont primaryName: String, adventDoors: Int = 0)
        throws(DiagnosticError) -> ThemeAssets
    {
        var fontFiles: [WebFont] = []
        var faces: [MustacheValue] = []
        // The lowest weight of each face above, which a face for a range starts from.
        var weights: [Int] = []
        var fallbacks: [MustacheValue] = []
        if let primary = try? library.font(named: primaryName) {
            let regular = (try? library.font(named: "\(primary.family) Regular")) ?? primary
            let bold =
                primary.style.localizedCaseInsensitiveContains("bold")
                ? primary
                : (try? library.font(named: "\(primary.family) Bold")) ?? primary
            for (font, weight) in [(regular, 400), (bold, 700)] {
                // Browsers read single fonts, not collections (.ttc); OpenType is served as
                // WOFF2, about half its size.
                guard ["otf", "ttf"].contains(font.file.pathExtension.lowercased()),
                    let data = try? Data(contentsOf: font.file)
                else { continue }
                let bytes = [UInt8](data)
                let digest = SHA256.hexDigest(of: bytes)
                let key = "woff2 \(WOFF2.encoderRevision) \(digest)"
                if let same = fontFiles.firstIndex(where: { $0.key == key }), same == faces.count - 1 {
                    // A family without a regular face (or one file for both): one file and one
                    // rule for the range of weights, so a page downloads it once, not twice.
                    faces[same] = faces[same].merging(["weight": .string("\(weights[same]) \(weight)")])
                } else {
                    let path = "assets/fonts/card-\(weight)-\(digest.prefix(10)).woff2"
                    fontFiles.append(WebFont(path: path, source: bytes, sourcePath: font.file.path, key: key))
                    weights.append(weight)
                    faces.append([
                        "url": .string(String(path.dropFirst("assets/".count))), "format": .string("woff2"),
                        "weight": .string(String(weight)),
                    ])
                }
                if let metrics = try? library.metrics(of: font) {
                    fallbacks.append(FallbackFace.values(matching: metrics, weight: weight))
                }
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
            stylesheet: try asset(
                "draper.css",
                context: [
                    "fonts": .list(faces), "fallbacks": .list(fallbacks),
                    "doorSlots": .list((0..<max(0, adventDoors)).map { .string(String($0 + 1)) }),
                ]),
            script: try asset("draper.js", context: [:]),
            icon: try asset("favicon.svg", context: [:]),
            fonts: fontFiles)
    }
}
