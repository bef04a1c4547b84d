import Cards
import Foundation
import Imaging
import Project
import TestSupport
import Testing
import Typesetting

@testable import Site

/// The site's `language` is the default language of every quote on its cards, as it is on its
/// pages: quotation marks, hyphenation and line breaking follow it unless a quote has a `lang`.
/// Read from the typeset lines of the cards the site plans, not from pixels.
@Suite("The site's language on its cards")
struct SiteLanguageCardTests {
    /// 63 letters: too wide for an og card's line even at the smallest size.
    static let compound = "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"

    /// A German site with a quote that has no `lang` and one that says it is English.
    private func germanSite() throws -> SiteFixture {
        let site = try SiteFixture()
        let settings = site.root.appendingPathComponent("site.json")
        try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(
            of: "timezone: \"Europe/Berlin\",", with: "timezone: \"Europe/Berlin\", language: \"de\","
        ).write(to: settings, atomically: true, encoding: .utf8)
        try site.folder.write(
            """
            [
              { id: "gesetz", text: "Das \\"\(Self.compound)\\" gilt.", speaker: "Der Landtag", image: "images/sea.jpg" },
              { id: "franklin", text: "He said \\"well done\\" twice.", speaker: "Benjamin Franklin", lang: "en", image: "images/sea.jpg" },
            ]
            """, to: "data/quotes.json")
        return site
    }

    /// The lines of the quote on the site's og card of `quote`, laid out as a build sets them.
    private func lines(of quote: String, in site: SiteFixture) throws -> [String] {
        let project = try site.project()
        let builder = SiteBuilder(
            project: project, options: BuildOptions(now: Date(timeIntervalSince1970: 1_796_000_000)))
        let preparation = try BuildPreparation(project: project)
        var planner = preparation.planner(for: project)
        _ = builder.plan(
            &planner, theme: preparation.theme, assets: try preparation.assets(), interface: preparation.interface)
        let (content, layout, size) = try #require(
            planner.jobs.lazy.compactMap { job -> (CardContent, CardLayout, PixelSize)? in
                guard job.ownerID == quote, job.sizeName == "og", case .card(let content, let layout) = job.kind else {
                    return nil
                }
                return (content, layout, job.size)
            }.first)
        let renderer = try LayeredCardRenderer(layout: layout, fonts: preparation.fonts)
        let card = try renderer.render(content, photo: nil, size: size)
        return try #require(card.blocks.first).layout.quote.lines.map(\.text)
    }

    @Test("a German site's card: „…“ and a long compound hyphenated at German breaks")
    func siteLanguageIsTheDefault() throws {
        let lines = try lines(of: "gesetz", in: germanSite())
        let text = lines.joined()
        #expect(text.hasPrefix("Das „"), "\(lines)")
        #expect(text.contains("“ gilt."), "\(lines)")
        #expect(!text.contains("”"), "\(lines)")
        // The word is broken, each time with a hyphen: no line ends inside a word without one.
        #expect(lines.dropLast().contains { $0.hasSuffix("-") }, "\(lines)")
        for (line, next) in zip(lines, lines.dropFirst()) {
            let insideAWord = line.last?.isLetter == true && next.first?.isLetter == true
            #expect(!insideAWord, "'\(line)' and '\(next)' split a word without a hyphen")
        }
        let unhyphenated = lines.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }.joined()
        #expect(unhyphenated.filter { $0 != " " } == "Das„\(Self.compound)“gilt.", "\(lines)")
    }

    @Test("a quote's own lang wins: an English quote on a German site keeps “…”")
    func quoteLanguageWins() throws {
        let text = try lines(of: "franklin", in: germanSite()).joined(separator: " ")
        #expect(text.contains("“well done”"), "\(text)")
        #expect(!text.contains("„"), "\(text)")
    }
}
