import Cards
import Foundation
import Imaging
import TestSupport
import Testing

/// Renders and encodes card after card, as a long build does, watching the process's
/// resident memory: a C buffer or image not freed on some path (libturbojpeg's and libgd's
/// WebP and AVIF buffers, FreeType glyphs, HarfBuzz buffers) would grow it by megabytes per
/// card. `make test` runs it in a process of its own: tests running beside it would move
/// the figure.
///
/// `DRAPER_LEAK_ITERATIONS` sets the number of cards (30 by default; `make sanitize` runs
/// 1,000 under AddressSanitizer, whose LeakSanitizer reports every unfreed block at exit;
/// `DRAPER_SANITIZER` says a sanitizer is on, so resident memory is only reported).
@Suite struct RenderLoopTests {
    static let iterations = ProcessInfo.processInfo.environment["DRAPER_LEAK_ITERATIONS"].flatMap(Int.init) ?? 30

    @Test("rendering and encoding many cards does not grow memory")
    func noGrowth() throws {
        let size = try PixelSize(width: 1200, height: 630)
        // A PNG through libgd and a JPEG through libjpeg-turbo and libexif, in turn.
        let photos = [
            try CardFixtures.backgroundPNG(),
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-06.jpg")),
        ]
        let renderer = try CardFixtures.renderer()
        let encoder = try PNGEncoder()
        let decoder = ImageDecoder()
        let words = ["Whatever", "you", "are,", "be", "a", "good", "one.", "Ça", "ira", "明日", "שלום", "—", "“quoted”"]

        func cycle(_ index: Int) throws {
            // A new photo decode and a new text each time, so no cache answers for the C libraries.
            let photo = photos[index % photos.count]
            let background = FrozenImage(try decoder.decode(photo, cover: size).coverCropped(to: size, focus: .center))
            let text = (0..<(5 + index % 20)).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ")
            let card = try renderer.render(
                CardContent(identifier: "loop-\(index)", text: text, byline: "— Loop \(index)", language: "en"),
                photo: background, size: size)
            #expect(try encoder.encode(card.image).count > 1_000)
            #expect(try card.image.encoded(as: .jpeg(quality: 80)).count > 1_000)
            if index % 10 == 0 { #expect(try card.image.encoded(as: .webp(quality: 80)).count > 1_000) }
            if index % 10 == 5 {
                let avif = try card.image.encoded(as: .avif(quality: 50))
                #expect(try decoder.decode(encoded: avif, as: .avif(quality: 50)).width == 1200)
            }
        }

        // Caches fill, and under AddressSanitizer its quarantine of freed blocks, before measuring.
        let warmup = min(max(10, Self.iterations / 10), Self.iterations)
        for index in 0..<warmup { try cycle(index) }
        let before = Self.residentBytes()
        for index in warmup..<Self.iterations { try cycle(index) }
        let after = Self.residentBytes()
        let growth = Double(after - before) / 1_048_576
        print(
            "render loop: \(Self.iterations) cards; resident \(before / 1_048_576) MB after \(warmup), \(after / 1_048_576) MB after all (\(String(format: "%+.1f", growth)) MB)"
        )
        // One leaked card image is 3 MB: a leak per card would pass this long before the loop ends.
        // Under a sanitizer, freed memory is held in quarantine, and LeakSanitizer judges leaks instead.
        if ProcessInfo.processInfo.environment["DRAPER_SANITIZER"] == nil {
            #expect(growth < 40, "memory grew by \(growth) MB over \(Self.iterations - warmup) cards")
        }
    }

    /// The resident set size from /proc (Linux).
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
