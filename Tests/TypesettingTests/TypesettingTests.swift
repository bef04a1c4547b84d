import Foundation
import Testing
@testable import Typesetting

@Test func scratch() throws {
    let library = FontLibrary()
    let chain = try library.chain(["League Spartan Bold", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Symbola"])
    let typesetter = try Typesetter()
    let samples: [(String, String?, String)] = [
        ("en", "en", "\"Change is neither good nor bad -- it simply is. It's a great, tidal force that has its way with us, and the only thing we can do is swim with it.\""),
        ("ja", "ja", "「変化は良いものでも悪いものでもない。ただそこにあるだけだ。」私たちはその流れの中で泳ぐしかない。"),
        ("ar", "ar", "التغيير ليس جيدًا ولا سيئًا، إنه ببساطة موجود. إنه قوة عظيمة تفعل بنا ما تشاء."),
        ("he", "he", "השינוי אינו טוב ואינו רע, הוא פשוט קיים. זהו כוח גדול שעושה בנו כרצונו."),
        ("mixed", "en", "Don said \"שלום\" and then مرحبا to the 東京 office — see https://example.com/a/very/long/path/that/never/ends/at/all/really 😀"),
        ("long", "en", String(repeating: "All work and no play makes Jack a dull boy. ", count: 40)),
    ]
    for (name, language, text) in samples {
        let style = TextStyle(fonts: chain, maxSize: 72, minSize: 24, lineHeight: 1.2)
        let speakerStyle = TextStyle(fonts: chain, maxSize: 32, minSize: 20)
        let request = LayoutRequest(identifier: name, quote: text, speaker: "— Don Draper", language: language, width: 1040, height: 470, quoteStyle: style, speakerStyle: speakerStyle)
        let start = Date()
        let layout = try typesetter.layout(request)
        let mask = try typesetter.rasterize(layout)
        let elapsed = Date().timeIntervalSince(start)
        print(name, layout.quote.fontSize, layout.clamping as Any, String(format: "%.2f ms", elapsed * 1000))
        for line in layout.lines { print("  |\(line.text)|", line.x, line.width, line.baseline, line.inkBounds as Any) }
        // Write a PGM of the box.
        var image = [UInt8](repeating: 0, count: 1040 * 470)
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                let x = mask.x + column, y = mask.y + row
                if x >= 0, x < 1040, y >= 0, y < 470 { image[y * 1040 + x] = mask[column, row] } else if mask[column, row] > 0 { print("OUTSIDE", x, y) }
            }
        }
        let header = "P5\n1040 470\n255\n".data(using: .ascii)!
        try (header + Data(image)).write(to: URL(fileURLWithPath: "/tmp/ts-\(name).pgm"))
    }
}
