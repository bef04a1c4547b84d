import Cards
import Diagnostics
import Foundation
import Hashing
import Imaging
import Project
import SiteOutput
import Typesetting

/// The site's icons for a home screen, a browser tab and an installed app, drawn by Draper
/// from the site's first photo (a quote's, else one no advent door names) under a dark layer
/// and the first letter of its title, in the card typeface: 192 and 512 px for the manifest,
/// a maskable 512 (the letter inside the middle 60 %, the safe zone every mask keeps), Apple's
/// 180 px touch icon (full bleed, which iOS rounds) and a 32 px favicon. Each is drawn again only when what it shows changes.
///
/// The manifest's icons are WebP, which every browser that reads a manifest decodes: a photo
/// at 512 px is about 40 KB instead of the 400 KB of a PNG. Apple's touch icon and the
/// favicon stay PNG, the format Safari and every tab read.
struct AppIcons: Sendable {
    struct Icon: Sendable {
        var size: Int
        var maskable: Bool
        /// Where it is published, named by its inputs so browsers never keep an old one.
        var path: String
        var key: String
        /// Listed in the manifest (WebP), rather than linked from the pages (PNG).
        var inManifest: Bool

        var mediaType: String { inManifest ? "image/webp" : "image/png" }
        /// What the service worker keeps when it installs: the favicon every tab shows, and the
        /// 192-px icon Chromium fetches with the manifest on every page to see that the site
        /// installs. The others are read once, by an install, from the network.
        var isPrecached: Bool { size == 192 || size == 32 }
    }

    let icons: [Icon]
    let photo: String?
    let letter: String

    static let revision = 2
    /// The manifest's icons are photographs: WebP at this quality is indistinguishable at
    /// their sizes.
    static let webpQuality = 85
    /// The manifest's `theme_color` and `background_color`: the theme's page colour.
    static let background = "#15110d"

    init(project: Project, fontsFingerprint: String) {
        // Without a quote's photo, one no advent door names: the icons are public from the
        // first build, and a door's photo is not, until the door opens.
        let doorPhotos = Set(project.advent?.entries.compactMap(\.image) ?? [])
        let photo =
            project.quotes.lazy.compactMap(\.image).first
            ?? SiteBuilder.imageFiles(in: project.imagesDirectory).first { !doorPhotos.contains($0) }
        self.photo = photo
        let title = project.config.title.trimmingCharacters(in: .whitespacesAndNewlines)
        let letter =
            title.first.map { String($0).uppercased(with: Locale(identifier: project.config.language.description)) }
            ?? "D"
        self.letter = letter
        var photoDigest = "plain"
        if let photo, let data = try? Data(contentsOf: project.url(for: photo), options: .mappedIfSafe) {
            var hasher = SHA256()
            data.withUnsafeBytes { hasher.update($0) }
            photoDigest = hasher.hexDigest()
        }
        let specs = [
            ("icon-192", 192, false, true), ("icon-512", 512, false, true), ("icon-maskable-512", 512, true, true),
            ("apple-touch-icon", 180, true, false), ("favicon-32", 32, false, false),
        ]
        icons = specs.map { name, size, maskable, inManifest in
            var key = InputKey("app-icon")
            key.add("tool", SiteBuilder.toolVersion)
            key.add("revision", String(AppIcons.revision))
            key.add("renderer", String(LayeredCardRenderer.revision))
            key.add("letter", letter)
            key.add("photo", photoDigest)
            key.add("fonts", fontsFingerprint)
            key.add("size", "\(size) \(maskable)")
            key.add("format", inManifest ? "webp \(Self.webpQuality)" : "png")
            let digest = key.finalized()
            return Icon(
                size: size, maskable: maskable,
                path: "assets/\(name)-\(digest.prefix(10)).\(inManifest ? "webp" : "png")", key: digest,
                inManifest: inManifest)
        }
    }

    /// Draws the icons whose files are not up to date into `output`.
    func write(to output: OutputDirectory, project: Project, fonts: FontLibrary, force: Bool)
        throws(DiagnosticError)
    {
        let stale = icons.filter { force || output.keepIfUpToDate([($0.path, $0.key)]) == nil }
        guard !stale.isEmpty else { return }
        do {
            let cache = BackgroundCache(budgetBytes: 0)
            for icon in stale {
                let size = try PixelSize(width: icon.size, height: icon.size)
                let renderer = try LayeredCardRenderer(
                    layout: layout(maskable: icon.maskable, typeface: project.config.cards.font), fonts: fonts)
                let photos = try renderer.photos(for: size) { request throws -> FrozenImage in
                    guard let photo else { return try PlainBackground.image(size: request.size) }
                    return try cache.background(for: .init(request, path: project.url(for: photo).path, focus: .center))
                }
                let card = try renderer.render(
                    CardContent(identifier: "app icon", text: letter, subject: "the app icon"), photos: photos,
                    size: size)
                let format: EncodingFormat = icon.inManifest ? .webp(quality: Self.webpQuality) : .png(level: 9)
                try output.write(try card.image.encoded(as: format), to: icon.path, key: icon.key)
            }
        } catch let error as OutputError {
            throw DiagnosticError(error.diagnostic)
        } catch {
            throw DiagnosticError(
                .error("cannot draw the app icons: \(error)", at: SourceLocation(file: photo ?? "images")))
        }
    }

    private func layout(maskable: Bool, typeface: String) -> CardLayout {
        // A maskable icon keeps its letter in the safe zone; the others fill more of the square.
        let inset = maskable ? 0.22 : 0.12
        return CardLayout(
            name: "app icon",
            layers: [
                .photo(PhotoLayer()),
                .fill(.solid(LayerColor(RGBColor(red: 0x15, green: 0x11, blue: 0x0d), opacity: 0.55)), box: .card),
                .text(
                    TextLayer(
                        field: "text", box: LayerBox(x: inset, y: inset, width: 1 - 2 * inset, height: 1 - 2 * inset),
                        fonts: [typeface] + TextLayer.defaultFonts, maximumSize: maskable ? 0.5 : 0.68,
                        minimumSize: 0.2, alignment: .center, verticalAlignment: .center)),
            ], minimumContrast: 1, smartQuotes: false)
    }
}
