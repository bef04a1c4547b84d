import Cards
import Foundation
import Imaging
import TestSupport
import Testing

/// Draper's classic card, drawn from its design (`CardFixtures.classic`): the goldens were drawn
/// by the renderer classic had of its own before it became a design, so a site's cards look as
/// they did.
@Suite("Card goldens")
struct CardGoldenTests {
    @Test(
        "each size preset",
        arguments: [
            ("og", 1200, 630), ("square", 1080, 1080), ("portrait", 1080, 1350), ("story", 1080, 1920),
        ])
    func preset(name: String, width: Int, height: Int) throws {
        let size = try PixelSize(width: width, height: height)
        let card = try CardFixtures.renderer().render(
            CardFixtures.englishQuote, photo: CardFixtures.background(for: size), size: size)
        #expect(card.image.size == size)
        try GoldenImage.expectMatch(card.image, golden: "preset-\(name)", in: "CardsTests")
    }

    /// Scripts and typography the typesetter must get right, each as a whole card.
    @Test(
        "scripts",
        arguments: [
            (
                "english-long",
                CardContent(
                    identifier: "english-long",
                    text:
                        "The reports of my death are greatly exaggerated -- and so, I suspect, are the reports of my \"retirement\", which the papers announced with such confidence last spring.",
                    byline: CardContent.attribution("Mark Twain"), language: "en")
            ),
            (
                "japanese",
                CardContent(
                    identifier: "japanese", text: "古池や蛙飛び込む水の音。「静けさや、岩にしみ入る蝉の声」と詠んだ。",
                    byline: CardContent.attribution("松尾芭蕉"), language: "ja")
            ),
            (
                "arabic",
                CardContent(
                    identifier: "arabic", text: "اطلبوا العلم من المهد إلى اللحد",
                    byline: CardContent.attribution("مثل عربي"),
                    language: "ar")
            ),
            (
                "hebrew",
                CardContent(
                    identifier: "hebrew", text: "אם אין אני לי, מי לי? וכשאני לעצמי, מה אני? ואם לא עכשיו, אימתי?",
                    byline: CardContent.attribution("הלל הזקן"), language: "he")
            ),
            (
                "mixed",
                CardContent(
                    identifier: "mixed", text: "Wabi-sabi (侘寂) finds beauty in imperfection — שלום, سلام, and 😀 too.",
                    byline: CardContent.attribution("A traveller"), language: "en")
            ),
        ])
    func scripts(name: String, content: CardContent) throws {
        try expectGolden(name: name, content: content, width: 1200, height: 630)
    }

    /// Colour emoji (a flag, a ZWJ family, skin tones, a keycap), scripts found among the
    /// installed fonts, Korean kept whole, and a word too long for any size, hyphenated.
    @Test(
        "emoji, fallback scripts and hyphenation",
        arguments: [
            (
                "emoji",
                CardContent(
                    identifier: "emoji", text: "Home is where 👩‍👩‍👧 gather 🇯🇵🇩🇪 — thumbs 👍🏽 up, 1️⃣ day at a time 🏳️‍🌈",
                    byline: CardContent.attribution("Ada 🫶"), language: "en"),
                1200, 630
            ),
            (
                "thai",
                CardContent(
                    identifier: "thai", text: "ความพยายามอยู่ที่ไหนความสำเร็จอยู่ที่นั่น",
                    byline: CardContent.attribution("สุภาษิตไทย"), language: "th"),
                1200, 630
            ),
            (
                "korean",
                CardContent(
                    identifier: "korean", text: "천 리 길도 한 걸음부터 시작된다는 것을 잊지 마세요",
                    byline: CardContent.attribution("속담"), language: "ko"),
                1080, 1080
            ),
            (
                "hyphenated",
                CardContent(
                    identifier: "hyphenated",
                    text: "Das Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz wurde 2013 aufgehoben.",
                    byline: CardContent.attribution("Bundesgesetzblatt"), language: "de"),
                1080, 1080
            ),
        ] as [(String, CardContent, Int, Int)])
    func fallbackAndEmoji(name: String, content: CardContent, width: Int, height: Int) throws {
        try expectGolden(name: name, content: content, width: width, height: height)
    }

    private func expectGolden(name: String, content: CardContent, width: Int, height: Int) throws {
        let size = try PixelSize(width: width, height: height)
        let card = try CardFixtures.renderer().render(content, photo: CardFixtures.background(for: size), size: size)
        try GoldenImage.expectMatch(card.image, golden: "script-\(name)", in: "CardsTests")
    }
}
