import Foundation
import Testing

@testable import Project

/// A published record keeps these hashes for years: a faster implementation must write the
/// very same ones (values recorded from the first implementation).
@Suite("Quote fingerprints stay the same from version to version")
struct QuoteFingerprintTests {
    @Test(
        "text hash, speaker hash and sketch of known quotes",
        arguments: [
            (
                "Well done is better than well said.", "Benjamin Franklin", "88aa21106a284495", "0fc2c085",
                "4d06bc17e653ca82fe62de7f5c461a53"
            ),
            (
                "  Hope is the thing\n with feathers —  ", "Emily Dickinson", "2f9344a7e3668600", "544c6bab",
                "dcdcfc1457e05430008828c732a161a8"
            ),
            ("Ça ira, ça ira ! 1789", "Le peuple", "9c87758685d14ee3", "249788fb", "12468b46408dab91821efed49869cb97"),
            ("Ω", "Ω", "0ad41307b7283d68", "0acf7f07", "cf2f5a99bbb49effeb31f6ca0a149ff0"),
            ("", "", "cbf29ce484222325", "cbf29ce4", "20f7d1ee689ac453c6b97b82db03edbb"),
            ("Ab", "x", "09084407b5a0b74a", "af63f54c", "cb137ddf242c439235e85d37cfc59f88"),
            ("שלום עולם 42", "מישהו", "4f33c6e32092065e", "a906ef1a", "09a9ae9ac57b614e2047a32137e456f9"),
            ("東京の夜は長い", "誰か", "9c73e3a6a20a2576", "7409c140", "a481150fed9580b6b7858ef2083adb88"),
            (
                "Emoji 👩🏽‍🚀 are not letters, digits ٣ are", "Zoë", "a7a7025620cb1c35", "edf0b661",
                "d55b2c728fab2af7da698cd35ee18d48"
            ),
        ])
    func knownValues(text: String, speaker: String, textHash: String, speakerHash: String, sketch: String) {
        let fingerprint = QuoteFingerprint(text: text, speaker: speaker)
        #expect(fingerprint.text == textHash)
        #expect(fingerprint.speaker == speakerHash)
        #expect(fingerprint.sketch == sketch)
    }
}

/// Plain ASCII takes a shorter path to its normal form and its letters: it must arrive where
/// the Unicode path does.
@Suite("Quote fingerprints: the ASCII path")
struct QuoteFingerprintASCIITests {
    @Test(
        "normal form and letters as the Unicode path finds them",
        arguments: [
            "Well done is better than well said.", "  leading", "trailing ", "two  spaces", "tab\there",
            "line\nbreak", "UPPER lower 0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", "", " ", "a",
            "control\u{1F}char", "Ça ira", "e\u{301}",
        ])
    func sameAsUnicode(text: String) {
        let normal = text.precomposedStringWithCanonicalMapping.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(QuoteFingerprint.normalized(text) == normal)
        let letters = Array(
            normal.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        )
        #expect(QuoteFingerprint.letters(of: normal) == letters)
    }

    @Test("only printable ASCII, spaced singly, takes it")
    func whoTakesIt() {
        #expect(QuoteFingerprint.isPlainASCII("Well done is better than well said."))
        for text in ["", " a", "a ", "a  b", "a\tb", "a\u{7F}", "é"] {
            #expect(!QuoteFingerprint.isPlainASCII(text), "\(text.debugDescription)")
        }
    }
}
