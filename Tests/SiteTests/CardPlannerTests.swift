import Cards
import Diagnostics
import Foundation
import Imaging
import Project
import Testing

@testable import Site

/// The card planner's rules, without rendering a pixel: names, formats, widths, permanent
/// and sealed addresses, and what the email uses.
@Suite("Card planner")
struct CardPlannerTests {
    private func planner(_ configure: (inout CardSettings) -> Void = { _ in }, naming: CardPlanner.Naming = .site)
        -> CardPlanner
    {
        var settings = CardSettings()
        configure(&settings)
        let config = SiteConfig(title: "Plans", cards: settings)
        let project = Project(root: URL(fileURLWithPath: "/nonexistent"), config: config, quotes: [])
        var planner = CardPlanner(
            project: project, fontsFingerprint: "fonts", toolVersion: "test")
        planner.naming = naming
        return planner
    }

    private func plan(
        _ planner: inout CardPlanner, id: String = "ada", text: String = "The first quote.", sealed: Bool = false,
        withEmail: Bool = true, shownUpright: Bool = false
    ) -> CardSet {
        planner.planCardSet(
            owner: id, filePrefix: id,
            content: CardContent(identifier: id, text: text, byline: "— Ada", language: "en"),
            image: nil, focus: nil, location: SourceLocation(file: "data/quotes.json"), withEmail: withEmail,
            sealed: sealed, design: planner.project.design(of: nil as Quote?), shownUpright: shownUpright)
    }

    private func paths(_ planner: CardPlanner) -> [String] {
        planner.jobs.flatMap { $0.outputs.map(\.path) }.sorted()
    }

    @Test("the defaults: an og JPEG to share, preview and mail, and AVIF at 600 px, 800 px and full size for the pages")
    func leanDefaults() {
        var planner = planner()
        let set = plan(&planner)
        #expect(
            paths(planner) == [
                "cards/ada/og-600.avif", "cards/ada/og-800.avif", "cards/ada/og.avif", "cards/ada/og.jpg",
            ])
        #expect(set.shareFormat == .jpg)
        #expect(set.displayFormats == [.avif])
        #expect(set.file(size: "og")?.path == "cards/ada/og.jpg")
        #expect(set.socialImage?.mediaType == "image/jpeg")
        #expect(set.mainSize == "og")
        // A grid cell on a 2× phone takes 600 or 800, a card across a 2× phone 800, not 1200.
        #expect(set.display["og"]?[.avif]?.map(\.width) == [600, 800, 1200])
        #expect(set.display["og"]?[.avif]?.map(\.height) == [315, 420, 630])
        #expect(set.phoneSize == nil)
        // The email's card is the og JPEG itself, within the email's byte budget.
        #expect(set.email?.path == "cards/ada/og.jpg")
        let jpeg = planner.jobs[0].outputs.first { $0.path == "cards/ada/og.jpg" }
        #expect(jpeg?.byteBudget == ProjectDefaults.emailMaxImageBytes)
        #expect(jpeg?.format == .jpeg(quality: 80))
    }

    @Test("every file has a version for its link, and the version follows the content")
    func versions() {
        var first = planner()
        var second = planner()
        let one = plan(&first, text: "One.")
        let two = plan(&second, text: "Two.")
        let a = one.file(size: "og"), b = two.file(size: "og")
        #expect(a?.path == b?.path, "the address stays")
        #expect(a?.version.count == 10 && b?.version.count == 10)
        #expect(a?.version != b?.version, "the version changes")
        #expect(a?.reference == "cards/ada/og.jpg?v=\(a?.version ?? "")")
    }

    @Test("sizes the pages do not show get files only; the grid and the page sizes get responsive images")
    func displayedSizes() {
        var planner = planner { $0.sizes = [.og, .square, .story] }
        let set = plan(&planner)
        #expect(Set(set.display.keys) == ["og", "square"])
        #expect(set.gridSize == "square")
        #expect(set.files["story"]?[.jpg]?.path == "cards/ada/story.jpg")
        #expect(!paths(planner).contains { $0.hasPrefix("cards/ada/story") && $0.hasSuffix(".avif") })
        #expect(set.display["square"]?[.avif]?.map(\.width) == [600, 800, 1080])
    }

    @Test("a quote's page shows the portrait card (else the square one) on a screen held upright")
    func uprightSize() {
        var both = planner { $0.sizes = [.og, .square, .portrait] }
        let set = plan(&both, shownUpright: true)
        #expect(set.phoneSize == "portrait")
        #expect(set.display["portrait"]?[.avif]?.map(\.width) == [600, 800, 1080])
        #expect(set.display["portrait"]?[.avif]?.map(\.height) == [750, 1000, 1350])
        var square = planner { $0.sizes = [.og, .square] }
        #expect(plan(&square, shownUpright: true).phoneSize == "square")
        // A door's card is shown wide: its portrait file is made, not its responsive images.
        var door = planner { $0.sizes = [.og, .portrait] }
        let doorSet = plan(&door, id: "advent-1")
        #expect(doorSet.phoneSize == nil)
        #expect(doorSet.display["portrait"] == nil)
        // Without a tall size (or with it as the only one) the main card is shown upright too.
        var wide = planner { $0.sizes = [.og, .story] }
        #expect(plan(&wide, shownUpright: true).phoneSize == nil)
        var alone = planner { $0.sizes = [.portrait] }
        #expect(plan(&alone, shownUpright: true).phoneSize == nil)
    }

    @Test("without og the first size is the main one: the large card, social previews, email and a locked door")
    func mainSizeWithoutOG() {
        var planner = planner { $0.sizes = [.story, .square] }
        let set = plan(&planner)
        #expect(set.mainSize == "story")
        #expect(set.gridSize == "square")
        #expect(Set(set.display.keys) == ["story", "square"])
        #expect(set.socialImage?.path == "cards/ada/story.jpg")
        // Shown 600 px wide in a message: 1200 px wide, at the story's proportions.
        #expect(set.email?.path == "email/cards/ada.jpg")
        #expect(set.email.map { [$0.width, $0.height] } == [1200, 2133])
        let locked = planner.planLockedCard(
            owner: "advent-4", filePrefix: "advent-4-locked",
            content: CardContent(identifier: "door", text: "Door 4", byline: "Opens 4 December", language: "en"),
            image: nil, location: SourceLocation(file: "data/advent.json"))
        #expect(locked.map { [$0.width, $0.height] } == [1080, 1920])
    }

    @Test("PNG is one word: downloads and previews in PNG, the pages still in AVIF")
    func pngDownloads() {
        var planner = planner { $0.formats = [.avif, .png] }
        let set = plan(&planner)
        #expect(set.shareFormat == .png)
        #expect(set.file(size: "og")?.path == "cards/ada/og.png")
        // Email wants a JPEG: with no JPEG card it gets its own.
        #expect(set.email?.path == "email/cards/ada.jpg")
    }

    @Test("with no display format the share format is shown at the display widths too")
    func onlyFiles() {
        var planner = planner { $0.formats = [.png] }
        let set = plan(&planner)
        #expect(set.displayFormats.isEmpty)
        #expect(
            set.display["og"]?[.png]?.map(\.path) == [
                "cards/ada/og-600.png", "cards/ada/og-800.png", "cards/ada/og.png",
            ])
        #expect(paths(planner).filter { $0 == "cards/ada/og.png" }.count == 1, "the full size is made once")
    }

    @Test("display formats alone still give a JPEG for previews and sharing")
    func displayOnly() {
        var planner = planner { $0.formats = [.webp, .avif] }
        let set = plan(&planner)
        #expect(set.shareFormat == .jpg)
        #expect(set.displayFormats == [.webp, .avif])
        #expect(paths(planner).contains("cards/ada/og.jpg"))
    }

    @Test("a sealed door's files are all at names of 20 hex digits, none at its permanent address")
    func sealedNames() throws {
        var planner = planner()
        let set = plan(&planner, id: "advent-3", sealed: true, withEmail: false)
        let all = paths(planner)
        #expect(all.count == 4)
        for path in all {
            #expect(path.wholeMatch(of: /cards\/sealed\/[0-9a-f]{20}\.(jpg|avif)/) != nil, "\(path)")
        }
        #expect(set.file(size: "og")?.version == "", "no version: the name changes with the content")
        #expect(set.email == nil)
        // Not derivable from the door's number: another text gives other names.
        var other = self.planner()
        _ = plan(&other, id: "advent-3", text: "Another text.", sealed: true, withEmail: false)
        #expect(Set(paths(other)).isDisjoint(with: all))
    }

    @Test("draper cards names files <id>-<size>.<ext> in every format asked, nothing else")
    func batchNames() {
        var planner = planner({ $0.formats = [.png, .avif] }, naming: .batch)
        _ = plan(&planner)
        #expect(paths(planner) == ["ada-og.avif", "ada-og.png"])
    }

    @Test("a locked door's preview is one file in the share format at a permanent address")
    func lockedCard() {
        var planner = planner()
        let file = planner.planLockedCard(
            owner: "advent-4", filePrefix: "advent-4-locked",
            content: CardContent(identifier: "door", text: "Door 4", byline: "Opens 4 December", language: "en"),
            image: nil, location: SourceLocation(file: "data/advent.json"))
        #expect(file?.path == "cards/advent-4-locked.jpg")
        #expect(file?.version.count == 10)
    }

    @Test("PNG and palette PNG together get a file each; alone, palette PNG keeps the plain name")
    func pngAndPalettePNG() {
        var both = planner({ $0.formats = [.png, .png8] }, naming: .batch)
        _ = plan(&both)
        #expect(paths(both) == ["ada-og-png8.png", "ada-og.png"])
        var alone = planner({ $0.formats = [.png8] }, naming: .batch)
        _ = plan(&alone)
        #expect(paths(alone) == ["ada-og.png"])
        var site = planner { $0.formats = [.jpg, .png, .png8] }
        let set = plan(&site)
        #expect(set.files["og"]?[.png]?.path == "cards/ada/og.png")
        #expect(set.files["og"]?[.png8]?.path == "cards/ada/og-png8.png")
    }

    @Test(
        "a photo's published name is ASCII: Latin letters folded, case and ASCII names kept",
        arguments: [
            ("images/sea.jpg", "sea"),
            ("images/Sea_2.JPG", "Sea_2"),
            ("images/Kamera alt.jpg", "Kamera-alt"),
            ("images/Straße-gedreht.jpg", "Strasse-gedreht"),
            ("images/Ærø Øst.png", "AEro-Ost"),
            ("images/Café/Émile à l’été.webp", "Emile-a-l-ete"),
            ("images/E\u{301}mile.jpg", "Emile"),
            ("images/#?%.jpg", nil),
        ] as [(String, String?)])
    func photoNames(image: String, expected: String?) {
        #expect(CardPlanner.urlSafeStem(of: image) == expected)
    }

    @Test("a photo named without Latin letters gets a hash of its name: ASCII, and the same in every build")
    func photoNamesWithoutLatinLetters() throws {
        let tokyo = try #require(CardPlanner.urlSafeStem(of: "images/東京.jpg"))
        #expect(
            tokyo.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        #expect(tokyo.count == 6)
        #expect(CardPlanner.urlSafeStem(of: "images/東京.jpg") == tokyo)
        #expect(CardPlanner.urlSafeStem(of: "images/大阪.jpg") != tokyo)
        #expect(CardPlanner.urlSafeStem(of: "images/東京-2024.jpg")?.unicodeScalars.allSatisfy(\.isASCII) == true)
    }
}
