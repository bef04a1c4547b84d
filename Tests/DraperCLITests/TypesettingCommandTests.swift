import Foundation
import Imaging
import TestSupport
import Testing

/// Every script and every emoji, through `draper card --explain` as users run it: what the
/// card says about its lines, fonts, sizes and contrast, checked without reading pixels.
@Suite("Typesetting through draper card --explain")
struct TypesettingCommandTests {
    private let photo = CardExplanation.photo

    private func explain(
        _ text: String, speaker: String? = "Someone", size: String = "og", language: String? = nil,
        image: String? = nil, format: String = "png", overlay: String? = nil
    ) throws -> (CardExplanation, DraperProcess.Result) {
        try CardExplanation.of(
            text, speaker: speaker, size: size, language: language, image: image, format: format, overlay: overlay)
    }

    @Test("a flag, or a lone regional indicator, no longer aborts card, check or build", arguments: ["🇯🇵", "🇦"])
    func flagsDoNotCrash(flag: String) throws {
        let (explanation, _) = try explain("Greetings from \(flag) today")
        #expect(explanation.fonts.contains { $0.color && $0.text.contains(flag) })
        let project = try FixtureProject()
        try project.folder.write(
            #"[{ id: "flag", text: "Greetings from \#(flag) today", speaker: "Ada", image: "images/sea.jpg" }]"#,
            to: "data/quotes.json")
        for command in ["check", "build"] {
            let run = try DraperProcess.run([command, project.root.path, "--now", Safety.now])
            #expect(run.status == 0, "\(command): \(run.standardError)")
        }
    }

    @Test("emoji sequences are single colour glyphs from Noto Color Emoji")
    func emojiInColour() throws {
        let family = "👩‍👩‍👧", tone = "🧑🏽‍💻", rainbow = "🏳️‍🌈", keycap = "1️⃣", recent = "🫶"
        let (explanation, _) = try explain("We \(family) love \(tone) and \(rainbow) \(keycap) \(recent)")
        let emoji = try #require(explanation.fonts.first { $0.color })
        #expect(emoji.name == "Noto Color Emoji")
        let pieces = emoji.text.joined(separator: " ")
        for sequence in [family, tone, rainbow, keycap, recent] {
            #expect(pieces.contains(sequence), "\(sequence) not set whole in colour: \(emoji.text)")
        }
    }

    @Test("Thai breaks between words, found by ICU's dictionary")
    func thaiWords() throws {
        let words = ["ความ", "พยายาม", "อยู่", "ที่ไหน", "ความ", "สำเร็จ", "อยู่", "ที่", "นั่น", "เสมอ", "ไม่", "ว่า", "จะ", "ยาก"]
        let (explanation, _) = try explain(words.joined(), size: "square")
        #expect(explanation.lines.count > 1)
        #expect(explanation.fonts.contains { $0.name.hasPrefix("Noto Sans Thai") })
        // Every line is a run of whole words.
        var rest = words[...]
        for line in explanation.lines {
            var remaining = Substring(line)
            while !remaining.isEmpty {
                let word = try #require(rest.first, "\(line) runs past the text")
                #expect(remaining.hasPrefix(word), "line '\(line)' does not end at a word boundary")
                remaining = remaining.dropFirst(word.count)
                rest = rest.dropFirst()
            }
        }
    }

    @Test(
        "Korean and Russian lines hold whole words",
        arguments: [
            ("ko", "천 리 길도 한 걸음부터 시작된다는 것을 잊지 마세요 그리고 오늘도 힘내세요", "story"),
            ("ru", "Тише едешь — дальше будешь, говорили в старину мудрые достопочтенные люди", "story"),
        ])
    func wholeWords(language: String, text: String, size: String) throws {
        let (explanation, _) = try explain(text, size: size, language: language)
        let words = Set(text.split(separator: " ").map(String.init))
        for line in explanation.lines {
            for word in line.split(separator: " ") {
                #expect(words.contains(String(word)), "'\(word)' is a piece of a word")
            }
        }
    }

    @Test("a word too wide for a line breaks at hyphenation points, with a hyphen")
    func hyphenation() throws {
        let (explanation, _) = try explain(
            "Das Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz wurde aufgehoben", size: "square",
            language: "de")
        let lines = explanation.lines
        let broken = lines.indices.filter { lines[$0].hasSuffix("-") }
        #expect(!broken.isEmpty, "\(lines)")
        let word = "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"
        for index in broken {
            // The pieces on either side of the hyphen make the word again, each long enough to read.
            let head = try #require(lines[index].dropLast().split(separator: " ").last)
            var tail = try #require(lines.dropFirst(index + 1).first?.split(separator: " ").first)
            if tail.hasSuffix("-") { tail = tail.dropLast() }
            #expect(head.count >= 2 && tail.count >= 3)
            #expect(word.contains(head + tail) || word.hasSuffix(tail), "\(lines)")
        }
        #expect(lines.joined().replacingOccurrences(of: "-", with: "").contains(word), "\(lines)")
    }

    @Test("without a language, the script decides: kana is Japanese, Hangul Korean, Han alone Simplified Chinese")
    func scriptLanguages() throws {
        #expect(try explain("七転び八起き、ということだ").0.language == "ja")
        #expect(try explain("천 리 길도 한 걸음부터").0.language == "ko")
        #expect(try explain("千里之行，始于足下").0.language == "zh-Hans")
        #expect(try explain("Plain Latin text").0.language == nil)
    }

    @Test("the speaker reads at feed size: at least 33 px on a 1200-px card; a long name wraps")
    func readableSpeaker() throws {
        let (short, _) = try explain("The quote itself.", speaker: "Ada")
        #expect((short.speakerFontSize ?? 0) >= 33)
        let (long, _) = try explain(
            "The quote itself.",
            speaker: "Ada Lovelace, Countess of Lovelace, first programmer of the Analytical Engine")
        #expect((long.speakerFontSize ?? 0) >= 33)
        #expect((long.speakerLines ?? []).count >= 2)
    }

    @Test(
        "every pixel near the letters reaches 4.5:1 in the file as written, JPEG and WebP too",
        arguments: ["jpg", "webp", "png"])
    func contrastAsEncoded(format: String) throws {
        let folder = try TemporaryDirectory()
        // A bright photo: a pale field with a white disc behind the text.
        let image = try Image(size: PixelSize(width: 1600, height: 1000))
        image.paint(
            AlphaMask(width: 1600, height: 1000, pixels: [UInt8](repeating: 255, count: 1_600_000)),
            color: RGBColor(red: 235, green: 228, blue: 210), atX: 0, y: 0)
        image.paint(
            AlphaMask(width: 500, height: 300, pixels: [UInt8](repeating: 255, count: 150_000)), color: .white,
            atX: 600, y: 350)
        let bright = try folder.write(Data(image.encoded(as: .png(level: 1))), to: "bright.png")
        let (explanation, result) = try explain(
            "Light is the first of painters. There is no object so foul that intense light will not make it beautiful.",
            image: bright.path, format: format, overlay: "0.3")
        #expect(explanation.contrast >= 4.5, "\(result.standardError)")
        // A light overlay is not enough on this photo: the card darkened more, or laid a scrim.
        #expect(explanation.overlay > 0.3 || explanation.scrim > 0)
    }

    @Test("a PNG's colour profile is one warning naming the file, never libpng's own line")
    func noLibraryNoise() throws {
        let folder = try TemporaryDirectory()
        var png = [UInt8](try ImageDecoder().decode(contentsOf: photo).encoded(as: .png(level: 1)))
        // An iCCP chunk libpng finds fault with ("iCCP: too short").
        let body = Array("Display P3".utf8) + [0, 0, 0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        var chunk = [UInt8]()
        let length = UInt32(body.count)
        chunk += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
        chunk += Array("iCCP".utf8) + body + [0, 0, 0, 0]
        png.insert(contentsOf: chunk, at: 33)
        let image = try folder.write(Data(png), to: "profiled.png")
        for _ in 0..<2 {
            let run = try DraperProcess.run([
                "card", "--text", "Hello", "--image", image.path, "--out", folder.appending("card.png").path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.standardError.contains("libpng"), "\(run.standardError)")
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("\(image.path): warning: "), "\(run.standardError)")
        }
    }
}
