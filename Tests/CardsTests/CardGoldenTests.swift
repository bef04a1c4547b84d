import Cards
import Foundation
import Imaging
import TestSupport
import Testing

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
            CardFixtures.englishQuote, over: CardFixtures.background(for: size))
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
        let size = try PixelSize(width: 1200, height: 630)
        let card = try CardFixtures.renderer().render(content, over: CardFixtures.background(for: size))
        try GoldenImage.expectMatch(card.image, golden: "script-\(name)", in: "CardsTests")
    }
}
