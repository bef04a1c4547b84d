import Foundation
import TestSupport
import Testing

/// The typesetter's part of typography round three, through `draper card --explain` as users
/// run it: hyphens drawn where words break, hyphenation weighed against shrinking, the face
/// made for each script, Japanese phrases kept whole, emoji newer than the fonts, URLs.
@Suite("Typography through draper card --explain")
struct TypographyCommandTests {
    private func explain(_ text: String, size: String = "og", language: String? = nil) throws -> (
        CardExplanation, DraperProcess.Result
    ) {
        try CardExplanation.of(text, size: size, language: language)
    }

    /// Hyphens as the typesetter draws them: U+2010 where the font has it, else the hyphen-minus
    /// (League Spartan has no U+2010).
    private static let hyphens: Set<Character> = ["-", "\u{2010}"]

    /// The characters no reader sees (every scalar of them default-ignorable): a line must show none.
    private static func invisible(_ line: String) -> [Character] {
        line.filter { $0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) }
    }

    // MARK: - Soft hyphens

    @Test(
        "--explain says where the quote's lines sit: split sets an Arabic quote at its start, the right",
        arguments: [
            ("الحياة قصيرة والفن طويل", "ابن خلدون", "right", "rtl"),
            ("Life is short, art is long.", "Hippocrates", "left", "ltr"),
        ])
    func alignmentExplained(text: String, speaker: String, align: String, direction: String) throws {
        let (card, _) = try CardExplanation.of(text, speaker: speaker, design: "split")
        #expect(card.align == align)
        #expect(card.direction == direction)
    }

    @Test(
        "a story's quote takes the band the apps leave clear: a long quote is set whole, at least as large as on a portrait card",
        arguments: ["split", "type-only"])
    func storyUsesItsHeight(design: String) throws {
        let quote =
            "Those who would give up essential Liberty, to purchase a little temporary Safety, deserve neither "
            + "Liberty nor Safety. And the war against tyranny is never won by the timid, nor by those who wait "
            + "for others to fight it for them."
        let (story, _) = try CardExplanation.of(quote, speaker: "Benjamin Franklin", size: "story", design: design)
        let (portrait, _) = try CardExplanation.of(
            quote, speaker: "Benjamin Franklin", size: "portrait", design: design)
        #expect(!story.clamped, "\(story.lines)")
        #expect(story.fontSize >= portrait.fontSize, "story \(story.fontSize) px, portrait \(portrait.fontSize) px")
    }

    @Test("a line broken at a soft hyphen ends in a hyphen, and no line shows the soft hyphen itself")
    func softHyphensAreDrawn() throws {
        let text = "Die Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesell\u{AD}schaft fährt heute."
        let (explanation, _) = try explain(text, size: "story", language: "de")
        let lines = explanation.lines
        #expect(lines.count > 1)
        for line in lines { #expect(Self.invisible(line).isEmpty, "\(line.unicodeScalars.map(\.value))") }
        // Read back: a line ending in a hyphen joins the next without it, any other with a space.
        var readBack = ""
        for line in lines {
            if let last = line.last, Self.hyphens.contains(last) {
                readBack += line.dropLast()
            } else {
                readBack += line + " "
            }
        }
        #expect(readBack.trimmingCharacters(in: .whitespaces) == text.replacingOccurrences(of: "\u{AD}", with: ""))
        #expect(lines.contains { Self.hyphens.contains($0.last ?? " ") }, "\(lines)")
    }

    // MARK: - Hyphenation before shrinking

    @Test("three German compounds on a story card are hyphenated at a readable size, not shrunk to 40 px")
    func hyphenationBeforeShrinking() throws {
        let text =
            "Die Donaudampfschifffahrtsgesellschaftskapitäne, Rindfleischetikettierungsüberwachungsaufgaben und Grundstücksverkehrsgenehmigungszuständigkeiten."
        let (explanation, _) = try explain(text, size: "story", language: "de")
        // 16 px when the story is shown 400 px wide, as on a phone: 43.2 px on the 1080-px card.
        #expect(explanation.fontSize >= 80, "\(explanation.fontSize) px: \(explanation.lines)")
        #expect(explanation.lines.contains { Self.hyphens.contains($0.last ?? " ") }, "\(explanation.lines)")
        #expect(explanation.lines.first != "Die", "\(explanation.lines)")
        // The speaker stays below the quote's size.
        #expect((explanation.speakerFontSize ?? 0) < explanation.fontSize)
    }

    @Test("an English quote whose words fit is not hyphenated for a few pixels more")
    func noHyphensForNothing() throws {
        let (explanation, _) = try explain(
            "Change is neither good nor bad. It simply is, and we make of it what we will.", language: "en")
        #expect(!explanation.lines.contains { Self.hyphens.contains($0.last ?? " ") }, "\(explanation.lines)")
    }

    // MARK: - Faces

    @Test(
        "each script in the bold face made for it, as fontconfig finds it for the language",
        arguments: [
            ("lo", "ຄວາມພະຍາຍາມຢູ່ໃສ ຄວາມສຳເລັດຢູ່ນັ້ນ", "Noto Sans Lao Bold"),
            ("ka", "ცოდნა სინათლეა.", "Noto Sans Georgian Bold"),
            ("hy", "Կաթիլ-կաթիլ լիճ կդառնա։", "Noto Sans Armenian Bold"),
            ("si", "ඉවසීම ජයයි.", "Noto Sans Sinhala Bold"),
            ("ur", "محنت کامیابی کی کنجی ہے۔", "Noto Nastaliq Urdu Bold"),
        ])
    func faceForTheScript(language: String, text: String, face: String) throws {
        let (explanation, _) = try explain(text, language: language)
        let names = explanation.fonts.filter { $0.text.contains { $0.contains { !$0.isASCII } } }.map(\.name)
        #expect(names.contains(face), "\(names)")
        #expect(!names.contains { $0.hasPrefix("DejaVu") || $0.contains("Serif") }, "\(names)")
    }

    @Test("Traditional Chinese is known by its characters, without --lang")
    func traditionalChinese() throws {
        #expect(try explain("學而不思則罔，思而不學則殆。").0.language == "zh-Hant")
        #expect(try explain("千里之行，始于足下。").0.language == "zh-Hans")
    }

    // MARK: - Japanese

    @Test("Japanese lines break between phrases, never inside 彼女, 吾輩 or 名前")
    func japanesePhrases() throws {
        let text =
            "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。彼女は何でも薄暗いじめじめした所で泣いていた事だけは記憶している。"
        for size in ["og", "square", "story"] {
            let (explanation, _) = try explain(text, size: size)
            let lines = explanation.lines
            for (line, next) in zip(lines, lines.dropFirst()) {
                let seam = String(line.suffix(1) + next.prefix(1))
                #expect(!["彼女", "吾輩", "名前", "無い", "記憶", "見当"].contains(seam), "\(size): \(lines)")
            }
        }
    }

    // MARK: - Emoji newer than the fonts

    @Test("an emoji no installed font has is a warning and a stand-in glyph, never a failed card")
    func newerEmoji() throws {
        let (explanation, result) = try explain("Monday again 🫩 and coffee ☕")
        #expect(result.standardError.contains("U+1FAE9"), "\(result.standardError)")
        #expect(explanation.lines.joined().contains("Monday again"))
        #expect(!explanation.lines.joined().contains("🫩"), "\(explanation.lines)")
    }

    // MARK: - URLs

    @Test("a URL too long for a line keeps its scheme with its host")
    func urlKeepsSchemeWithHost() throws {
        let (explanation, _) = try explain(
            "Read https://example.org/a/very/long/path/that/cannot/fit/on/one/line/of/any/card/at/all/index.html",
            size: "square", language: "en")
        #expect(
            !explanation.lines.contains { $0.hasSuffix("https://") || $0.hasSuffix("https:") }, "\(explanation.lines)")
        #expect(explanation.lines.contains { $0.contains("https://example.org") }, "\(explanation.lines)")
    }
}
