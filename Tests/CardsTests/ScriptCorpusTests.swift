import Cards
import Imaging
import Testing
import Typesetting

/// Texts in every script a reader may bring, and emoji sequences, each set on every card
/// size without an error and within its box.
@Suite("Script corpus")
struct ScriptCorpusTests {
    /// At least 40 texts in at least 20 scripts, plus emoji sequences and the cases of typography
    /// round three.
    static let corpus: [(language: String?, text: String)] = [
        ("en", "The only way out is through."), ("de", "Übermut tut selten gut, sagt die Großmutter."),
        ("fr", "« L’essentiel est invisible pour les yeux. »"), ("es", "¿Dónde está la biblioteca? ¡Aquí!"),
        ("pl", "Zażółć gęślą jaźń, a potem śpij."), ("vi", "Có công mài sắt, có ngày nên kim."),
        ("tr", "Damlaya damlaya göl olur."), ("el", "Ἓν οἶδα ὅτι οὐδὲν οἶδα."), ("el", "Η αρετή είναι γνώση."),
        ("ru", "Тише едешь — дальше будешь."), ("uk", "Без праці нема колачів."),
        ("bg", "Бързата работа — срам за майстора."),
        ("sr", "Ко рано рани, две среће граби."), ("hy", "Կաթիլ-կաթիլ լիճ կդառնա։"), ("ka", "ცოდნა სინათლეა."),
        ("he", "אם תרצו, אין זו אגדה."), ("ar", "العلم نور والجهل ظلام."), ("fa", "دانایی توانایی است."),
        ("ur", "محنت کامیابی کی کنجی ہے۔"), ("hi", "जहाँ चाह वहाँ राह।"), ("mr", "प्रयत्नांती परमेश्वर."),
        ("ne", "एकताको बल ठूलो हुन्छ।"), ("bn", "যত্ন করলে রত্ন মেলে।"), ("pa", "ਮਿਹਨਤ ਦਾ ਫਲ ਮਿੱਠਾ ਹੁੰਦਾ ਹੈ।"),
        ("gu", "મહેનતનું ફળ મીઠું."), ("ta", "கற்றது கைம்மண் அளவு."), ("te", "ఆరోగ్యమే మహాభాగ్యము."),
        ("kn", "ಕಲಿಕೆಗೆ ಕೊನೆಯಿಲ್ಲ."), ("ml", "അറിവാണ് ശക്തി."), ("si", "ඉවසීම ජයයි."),
        ("th", "ความพยายามอยู่ที่ไหนความสำเร็จอยู่ที่นั่น"), ("lo", "ຄວາມພະຍາຍາມຢູ່ໃສຄວາມສຳເລັດຢູ່ນັ້ນ"),
        ("km", "ចេះដឹងច្រើន កុំភ្លេចខ្លួន។"), ("my", "ကြိုးစားလျှင် အောင်မြင်မည်။"), ("am", "ቀስ በቀስ እንቁላል በእግሩ ይሄዳል።"),
        ("ja", "七転び八起き。「継続は力なり」。"), ("zh-Hans", "千里之行，始于足下。"), ("zh-Hant", "學而不思則罔，思而不學則殆。"),
        ("ko", "천 리 길도 한 걸음부터."), ("mn", "Эв нэгдвэл хүч."), ("bo", "ཤེས་རབ་ནི་ནོར་གྱི་མཆོག"),
        (nil, "Emoji: 😀 🥰 🥺 🫶 🥹 🫠 ❤️ ✨"), (nil, "Families 👩‍👩‍👧 👨‍👨‍👦‍👦 and people 🧑🏽‍💻 👍🏿 🤝🏻"),
        (nil, "Flags 🇯🇵 🇩🇪 🇧🇷 🏳️‍🌈 🏴‍☠️ 🏴󠁧󠁢󠁳󠁣󠁴󠁿 and a lone 🇦"), (nil, "Keycaps 1️⃣ #️⃣ *️⃣ and symbols ☺︎ ☂ ♞ ∑ ∫ √ ∞"),
        (nil, "Mixed: Tokyo 東京 🗼, Αθήνα, Москва, القاهرة, ירושלים"),
        (nil, "A URL https://example.org/a/very/long/path/that/cannot/fit/on/one/line/of/any/card/at/all/index.html"),
        // Typography round three: compounds hyphenated, soft hyphens drawn, the face made for each
        // script, Traditional Chinese by its characters, Japanese phrases, an emoji newer than the fonts.
        (
            "de",
            "Die Donaudampfschifffahrtsgesellschaftskapitäne, Rindfleischetikettierungsüberwachungsaufgaben und Grundstücksverkehrsgenehmigungszuständigkeiten."
        ),
        ("de", "Die Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesell\u{AD}schaft fährt heute pünktlich ab."),
        ("lo", "ຄວາມຮູ້ແມ່ນແສງສະຫວ່າງ ຄວາມບໍ່ຮູ້ແມ່ນຄວາມມືດ ຈົ່ງຮຽນຮູ້ຕະຫຼອດຊີວິດ"),
        ("ka", "ცოდნა სინათლეა, უმეცრება — სიბნელე. ისწავლე მთელი ცხოვრება."),
        ("hy", "Գիտությունը լույս է, տգիտությունը՝ խավար։ Սովորիր ողջ կյանքում։"),
        ("si", "දැනුම ආලෝකයයි, නොදැනුම අන්ධකාරයයි. ජීවිත කාලය පුරාම ඉගෙන ගන්න."),
        ("ur", "علم روشنی ہے اور جہالت اندھیرا۔ ساری زندگی سیکھتے رہو۔"),
        (nil, "學而時習之，不亦說乎？有朋自遠方來，不亦樂乎？"),
        (
            "ja",
            "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。"
        ),
        (nil, "Unicode 16: 🫩 🫆 🪾 🫜 🪉 🪏 🫟 next to 😀"),
    ]

    static let sizes = [(1200, 630), (1080, 1080), (1080, 1920), (300, 157)]

    @Test("every text sets on every size, inside its box", arguments: sizes.map { "\($0.0)x\($0.1)" })
    func corpusSets(size name: String) throws {
        let parts = name.split(separator: "x").compactMap { Int($0) }
        let size = try PixelSize(width: parts[0], height: parts[1])
        let renderer = try CardFixtures.renderer()
        let background = try CardFixtures.background(for: size)
        for (index, entry) in Self.corpus.enumerated() {
            let content = CardContent(
                identifier: "corpus-\(index)", text: entry.text, byline: CardContent.attribution("Someone"),
                language: entry.language)
            let card = try renderer.render(content, photo: background, size: size)
            #expect(card.image.size == size)
            let block = try #require(card.blocks.first)
            let layout = block.layout
            for line in layout.lines {
                // Each line as drawn: no soft hyphen or other invisible character in its text
                // (a variation selector or joiner inside an emoji is part of a visible character).
                #expect(
                    !line.text.contains { $0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) },
                    "\(entry.text): \(line.text)")
                guard let ink = line.inkBounds else { continue }
                #expect(ink.minX >= -0.5 && ink.maxX <= Double(layout.width) + 0.5, "\(entry.text): \(line.text)")
            }
            // Never a fallback face that covers a script without being made for it.
            #expect(!layout.fonts.contains { $0.family.hasPrefix("DejaVu") }, "\(entry.text): \(layout.fonts)")
            #expect(block.worstContrast >= 4.5, "\(entry.text)")
        }
    }

    @Test("the corpus covers at least 20 scripts and 40 texts")
    func corpusIsBroad() {
        #expect(Self.corpus.count >= 40)
        #expect(Set(Self.corpus.compactMap(\.language)).count >= 35)
    }
}
