import Testing
import Foundation
@testable import Typesetting

@Test func scratch() throws {
    let library = FontLibrary()
    for name in ["League Spartan Bold", "League Spartan", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Symbola", "League Spartan Black", "Comic Sans", "League Spartan Italic", "Noto Sans CJK JP Bold"] {
        do {
            let font = try library.font(named: name)
            print(name, "->", font, font.file.path, font.faceIndex, font.namedInstance as Any, font.coverage.rangeCount, font.covers("\u{202F}"), font.covers("…"))
        } catch {
            print(name, "-> ERROR", error)
        }
    }
}
