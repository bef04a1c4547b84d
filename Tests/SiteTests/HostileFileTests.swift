import Diagnostics
import Foundation
import Hashing
import Imaging
import Project
import Site
import TestSupport
import Testing

/// Broken, odd and out-of-place files met by a whole build: every problem is an error at
/// the line and column of the data that named the file, and nothing outside the project
/// reaches the output.
@Suite("Hostile and odd files through a whole build", .serialized)
struct HostileFileTests {
    static let now = Date(timeIntervalSince1970: 1_796_122_800)  // 2026-12-01T11:00:00Z

    private func project(quotes: String, site: String? = nil) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory("draper-files")
        try folder.write(
            site ?? #"{ title: "Files", baseURL: "https://example.org/", cards: { sizes: ["og"], formats: ["png"] } }"#,
            to: "site.json")
        try folder.write(quotes, to: "data/quotes.json")
        return folder
    }

    private func build(_ folder: TemporaryDirectory) throws(DiagnosticError) -> BuildReport {
        let project = try ProjectLoader.loadOrThrow(at: folder.url).project
        return try SiteBuilder(project: project, options: BuildOptions(now: Self.now, jobs: 2)).build(
            into: folder.appending("output"))
    }

    /// The diagnostics a failing build reports, as printed.
    private func errors(building folder: TemporaryDirectory) throws -> [String] {
        do {
            _ = try build(folder)
        } catch {
            return error.diagnostics.map(\.description).sorted()
        }
        Issue.record("the build succeeded")
        return []
    }

    @Test("truncated, corrupt and oversized images are errors at the quote's image field")
    func brokenImages() throws {
        let photo = try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-06.jpg"))
        let png = try Data(
            contentsOf: PackagePaths.tests("ImagingTests").appendingPathComponent("Fixtures/palette-alpha.png"))
        let folder = try project(
            quotes: """
                [
                  { id: "a", text: "A.", speaker: "Ann", image: "images/truncated.jpg" },
                  { id: "b", text: "B.", speaker: "Bo",
                    image: "images/header-only.gif" },
                  { id: "c", text: "C.", speaker: "Cy", image: "images/truncated.png" },
                  { id: "d", text: "D.", speaker: "Di", image: "images/garbage.webp" },
                  { id: "e", text: "E.", speaker: "Ed", image: "images/bomb.png" },
                  { id: "f", text: "F.", speaker: "Fay", image: "images/text.jpg" },
                  { id: "g", text: "G.", speaker: "Gus", image: "images/fine.jpg" },
                ]
                """)
        try folder.write(photo.prefix(3000), to: "images/truncated.jpg")
        try folder.write(Data("GIF89a\u{01}\u{00}".utf8), to: "images/header-only.gif")
        try folder.write(png.prefix(100), to: "images/truncated.png")
        try folder.write(Data("RIFF\u{10}\u{00}\u{00}\u{00}WEBPVP8 garbage".utf8), to: "images/garbage.webp")
        try folder.write(Self.png(width: 60_000, height: 60_000), to: "images/bomb.png")
        try folder.write("not an image at all", to: "images/text.jpg")
        try folder.write(photo, to: "images/fine.jpg")
        let errors = try errors(building: folder)
        let expected = [
            "data/quotes.json:2:49: error: images/truncated.jpg: ",
            "data/quotes.json:4:12: error: images/header-only.gif: ",
            "data/quotes.json:5:48: error: images/truncated.png: ",
            "data/quotes.json:6:48: error: images/garbage.webp: ",
            "data/quotes.json:7:48: error: images/bomb.png: ",
            "data/quotes.json:8:49: error: images/text.jpg: ",
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for (error, prefix) in zip(errors, expected) {
            #expect(error.hasPrefix(prefix), "\(error)")
        }
        #expect(errors.first { $0.contains("bomb.png") }?.contains("60000×60000") == true, "\(errors)")
    }

    @Test(
        "CMYK and progressive JPEGs, 16-bit and palette PNGs with alpha, animated GIFs, tiny and transparent images make cards"
    )
    func oddImages() throws {
        let fixtures = PackagePaths.tests("ImagingTests").appendingPathComponent("Fixtures")
        let folder = try project(
            quotes: """
                [
                  { id: "cmyk", text: "CMYK.", speaker: "Ann", image: "images/cmyk.jpg" },
                  { id: "progressive", text: "Progressive.", speaker: "Ann", image: "images/progressive.jpg" },
                  { id: "sixteen", text: "Sixteen bits.", speaker: "Ann", image: "images/sixteen-bit.png" },
                  { id: "palette", text: "Palette with alpha.", speaker: "Ann", image: "images/palette-alpha.png" },
                  { id: "animated", text: "Animated.", speaker: "Ann", image: "images/animated.gif" },
                  { id: "one", text: "One pixel.", speaker: "Ann", image: "images/one.png" },
                  { id: "small", text: "Smaller than the card.", speaker: "Ann", image: "images/small.png" },
                  { id: "clear", text: "Transparent.", speaker: "Ann", image: "images/clear.png" },
                ]
                """)
        for name in ["cmyk.jpg", "progressive.jpg", "sixteen-bit.png", "palette-alpha.png", "animated.gif"] {
            try folder.write(try Data(contentsOf: fixtures.appendingPathComponent(name)), to: "images/\(name)")
        }
        try folder.write(Self.png(width: 1, height: 1, pixel: [200, 30, 30, 255]), to: "images/one.png")
        try folder.write(Self.png(width: 24, height: 12, pixel: [30, 60, 200, 255]), to: "images/small.png")
        try folder.write(Self.png(width: 8, height: 8, pixel: [0, 0, 0, 0]), to: "images/clear.png")
        let report = try build(folder)
        // For each: og, its 600- and 800-px images, the email JPEG and the page backdrop (JPEG and AVIF).
        #expect(report.cardsRendered == 8 * 6)
        let decoder = ImageDecoder()
        for id in ["cmyk", "progressive", "sixteen", "palette", "animated", "one", "small", "clear"] {
            let image = try decoder.decode(contentsOf: folder.appending("output/cards/\(id)/og.png").path)
            #expect(image.size == (try PixelSize(width: 1200, height: 630)), "\(id)")
        }
    }

    @Test("a photo whose file name holds URL syntax still makes working page backdrops")
    func photoNamesBecomeSafeURLs() throws {
        let photo = try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-06.jpg"))
        let folder = try project(
            quotes: #"[{ id: "a", text: "A.", speaker: "Ann", image: "images/sun set #2?%&\"<é>.jpg" }]"#)
        try folder.write(photo, to: "images/sun set #2?%&\"<é>.jpg")
        _ = try build(folder)
        let output = folder.appending("output")
        let backdrops = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("assets/backdrops").path)
        // As JPEG and as AVIF.
        #expect(backdrops.count == 2)
        // In ASCII: the accent is dropped, not published.
        #expect(backdrops.allSatisfy { $0.hasPrefix("sun-set-2-e-") }, "\(backdrops)")
        #expect(try OutputInspection(root: output).brokenReferences() == [])
    }

    @Test("a symbolic link in fonts/ to a file that is not a font is refused, and its bytes are never published")
    func linkedNonFont() throws {
        let outside = try TemporaryDirectory("draper-outside")
        let secret = try outside.write("TOP SECRET api_key=123", to: "secret.txt")
        let folder = try project(
            quotes: #"[{ id: "a", text: "A.", speaker: "Ann" }]"#,
            site:
                #"{ title: "Fonts", baseURL: "https://example.org/", cards: { sizes: ["og"], formats: ["png"], font: "Secret" } }"#
        )
        try FileManager.default.createDirectory(at: folder.appending("fonts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appending("fonts/Secret.ttf"), withDestinationURL: secret)
        let errors = try errors(building: folder)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix("site.json:1:100: error: 'cards.font': no font named 'Secret' was found") == true,
            "\(errors)")
        #expect(errors.first?.contains("not read: Secret.ttf") == true, "\(errors)")
        let output = folder.appending("output")
        for (path, data) in FileManager.default.fileExists(atPath: output.path) ? try SiteFixture.tree(output) : [:] {
            #expect(data.range(of: Data("TOP SECRET".utf8)) == nil, "\(path)")
        }
    }

    @Test("a symbolic link in fonts/ that leaves the project is not read; a font elsewhere is named in site.json")
    func linkedFont() throws {
        let system = URL(fileURLWithPath: "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Regular.otf")
        let folder = try project(
            quotes: #"[{ id: "a", text: "A.", speaker: "Ann" }]"#,
            site:
                #"{ title: "Fonts", baseURL: "https://example.org/", cards: { sizes: ["og"], formats: ["png"], font: "Linked" } }"#
        )
        try FileManager.default.createDirectory(at: folder.appending("fonts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appending("fonts/Linked.otf"), withDestinationURL: system)
        let errors = try errors(building: folder)
        #expect(errors.first?.contains("not read: Linked.otf") == true, "\(errors)")

        // The author's choice, written where the author writes: by path (or family) in site.json.
        try folder.write(
            #"{ title: "Fonts", baseURL: "https://example.org/", cards: { sizes: ["og"], formats: ["png"], font: "\#(system.path)" } }"#,
            to: "site.json")
        _ = try build(folder)
        // Served as WOFF2, named by the OpenType file it was made from.
        let served = try SiteFixture.tree(folder.appending("output/assets/fonts"))
        let digest = SHA256.hexDigest(of: [UInt8](try Data(contentsOf: system))).prefix(10)
        let face = try #require(served.first { $0.key.hasPrefix("card-400-\(digest)") })
        #expect(face.key.hasSuffix(".woff2") && face.value.prefix(4) == Data("wOF2".utf8))
    }

    @Test("a 10,000-word quote, and one of 10,000 lines, are clamped and reported", .timeLimit(.minutes(2)))
    func hugeQuotes() throws {
        let words = String(repeating: "All work and no play makes Jack a dull boy. ", count: 1_000)
        let lines = String(repeating: "word\\n", count: 10_000)
        let folder = try project(
            quotes: """
                [
                  { id: "words", text: "\(words)", speaker: "Jack" },
                  { id: "lines", text: "\(lines)", speaker: "Jack" },
                ]
                """)
        let report = try build(folder)
        let warnings = report.warnings.map(\.description).sorted()
        #expect(
            warnings == [
                "data/quotes.json:2:3: warning: quote 'words' (text): og: clamped to 11 lines at 36 px, ending “…dull boy. All work and no play…”",
                "data/quotes.json:3:3: warning: quote 'lines' (text): og: clamped to 11 lines at 36 px, ending “…word…”",
            ])
    }

    /// A PNG of one colour; its header may claim any size (a decompression bomb) with almost no data.
    static func png(width: Int, height: Int, pixel: [UInt8] = [0, 0, 0, 255]) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        // Small images get their real pixels; a bomb gets one row, which is all a header check needs.
        let rows = width * height <= 1_000_000 ? height : 1
        let raw = [UInt8]((0..<rows).flatMap { _ in [0] + Array((0..<width).flatMap { _ in pixel }) })
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", []))
    }

    /// `bytes` as a zlib stream of uncompressed (stored) deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            let length = UInt16(count)
            output += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            output += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let adler = b << 16 | a
        return output + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
