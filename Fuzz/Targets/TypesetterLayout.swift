// libFuzzer target: the typesetter on random Unicode — every script, emoji sequences, controls,
// unassigned code points, lone surrogates' replacements, marks without bases. Fuzz/fuzz.sh
// compiles this file into the Typesetting module.
import Foundation

private let library = FontLibrary()
private let chain: FontChain? = try? library.chain([
    "League Spartan Bold", "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold", "Noto Sans Hebrew Bold",
    "Noto Color Emoji", "Symbola",
])
// libFuzzer calls from one thread; the typesetter is made once and kept.
nonisolated(unsafe) private let typesetter: Typesetter? = try? Typesetter()
private let languages: [String?] = [nil, "en", "de", "ja", "ko", "th", "ar", "he", "zh-Hans", "ru", "hi"]

/// Properties checked on every input (UTF-8, lossily decoded; the first byte picks a language
/// and a box): laying out never crashes; a layout either succeeds or throws a typed error
/// (a character no installed font has, a box too small); a successful one keeps every line's
/// ink inside the box horizontally, keeps lines in order, and rasterizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTypesetterLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1, let chain, let typesetter else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let selector = Int(bytes[0])
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let width = [1040, 300, 900, 120][selector & 3]
    let height = [470, 100, 1500, 60][(selector >> 2) & 3]
    let style = TextStyle(fonts: chain, maxSize: 96, minSize: 12, lineHeight: 1.15, alignment: .center)
    let speakerStyle = TextStyle(fonts: chain, maxSize: 40, minSize: 12, lineHeight: 1.15, alignment: .center)
    let request = LayoutRequest(
        identifier: "fuzz", quote: text, speaker: selector & 16 == 0 ? "— Fuzz" : nil,
        language: languages[(selector >> 5) % languages.count], width: width, height: height, quoteStyle: style,
        speakerStyle: speakerStyle, speakerGap: 10, verticalAlignment: .center, smartQuotes: selector & 64 == 0,
        hangingPunctuation: true)
    let layout: TextLayout
    do {
        layout = try typesetter.layout(request)
    } catch {
        return 0
    }
    var previousBaseline = -Double.infinity
    for line in layout.quote.lines {
        precondition(line.baseline >= previousBaseline, "lines out of order")
        previousBaseline = line.baseline
        if let ink = line.inkBounds {
            precondition(ink.minX >= -1 && ink.maxX <= Double(width) + 1, "ink outside the box: \(ink)")
        }
    }
    _ = try? typesetter.rasterizeWithColor(layout)
    return 0
}
