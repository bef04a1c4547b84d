import Foundation
import Imaging
import TestSupport
import Testing

@Suite("draper card")
struct CardCommandTests {
    private let sample = PackagePaths.root.appendingPathComponent("images/bg-05.jpg").path

    @Test("renders an og card in each format")
    func renders() throws {
        let folder = try TemporaryDirectory()
        for format in ["png", "jpg", "webp"] {
            let out = folder.appending("card.\(format)").path
            let result = try DraperProcess.run([
                "card", "--text", "If you don't like what's being said, change the conversation.",
                "--speaker", "Don Draper", "--image", sample, "--out", out,
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let image = try ImageDecoder().decode(contentsOf: out)
            #expect(image.width == 1200 && image.height == 630)
        }
        let story = folder.appending("story.png").path
        let result = try DraperProcess.run([
            "card", "--text", "Hello", "--image", sample, "--size", "story", "--focus", "0.2,0.5", "--out", story,
        ])
        #expect(result.status == 0)
        #expect(try ImageDecoder().decode(contentsOf: story).size == PixelSize(width: 1080, height: 1920))
    }

    @Test(
        "the name --out gives must say what the file holds: a usage error otherwise, and nothing written",
        arguments: [
            (["--out", "a.gif"], "--out ends in '.gif' but the card is PNG: name it 'a.png'"),
            (["--out", "a.png", "--format", "jpg"], "--out ends in '.png' but the card is JPG: name it 'a.jpg'"),
            (["--out", "card"], "--out 'card' has no extension; the card is PNG: name it 'card.png'"),
        ])
    func outputExtensionMustMatch(arguments: [String], message: String) throws {
        let folder = try TemporaryDirectory()
        let result = try DraperProcess.run(
            ["card", "--text", "Hello", "--image", sample] + arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("matching names pass: .jpeg for JPEG, .png for a palette PNG, folders made as needed")
    func outputExtensionsThatMatch() throws {
        let folder = try TemporaryDirectory()
        for arguments in [["--out", "a.JPEG"], ["--out", "b.png", "--format", "png8"], ["--out", "new/dir/c.webp"]] {
            let result = try DraperProcess.run(
                ["card", "--text", "Hello", "--image", sample] + arguments, in: folder.url)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(FileManager.default.fileExists(atPath: folder.appending(arguments[1]).path))
        }
    }

    /// Each bad input is one line naming the file and the problem, exit status 1, and no output file.
    @Test(
        "bad input",
        arguments: [
            ("missing", "photo.jpg: error: cannot read image: no such file"),
            ("text", "photo.jpg: error: unsupported image format (expected JPEG, PNG, WebP or GIF)"),
            ("truncated", "photo.jpg: error: corrupt or truncated image"),
            ("bomb", "photo.jpg: error: image is 60000×60000 pixels, over the limit of 100 megapixels"),
            ("zero", "photo.jpg: error: image has no pixels (zero width or height)"),
            ("empty-file", "photo.jpg: error: image file is empty"),
        ])
    func badImage(kind: String, message: String) throws {
        let folder = try TemporaryDirectory()
        let photo = folder.appending("photo.jpg")
        var png = try ImageDecoder().decode(contentsOf: sample).encoded(as: .png(level: 1))
        switch kind {
        case "text": try folder.write("not an image", to: "photo.jpg")
        case "truncated":
            try folder.write(
                Data(try ImageDecoder().decode(contentsOf: sample).encoded(as: .jpeg(quality: 80)).prefix(5000)),
                to: "photo.jpg")
        case "bomb":
            png.replaceSubrange(16..<24, with: [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60])
            try folder.write(Data(png.prefix(200)), to: "photo.jpg")
        case "zero":
            png.replaceSubrange(16..<24, with: [0, 0, 0, 0, 0, 0, 0, 1])
            try folder.write(Data(png), to: "photo.jpg")
        case "empty-file": try folder.write(Data(), to: "photo.jpg")
        default: break
        }
        let out = folder.appending("card.png")
        let result = try DraperProcess.run(
            ["card", "--text", "Hello", "--image", "photo.jpg", "--out", "card.png"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        _ = photo
    }

    @Test("an unknown font and an empty text are clear errors")
    func badTextInput() throws {
        let folder = try TemporaryDirectory()
        let font = try DraperProcess.run(
            ["card", "--text", "Hi", "--image", sample, "--font", "Nonexistent Sans", "--out", "c.png"], in: folder.url)
        #expect(font.status == 1)
        #expect(font.standardError.contains("Nonexistent Sans"))
        let empty = try DraperProcess.run(
            ["card", "--text", "   ", "--image", sample, "--out", "c.png"], in: folder.url)
        #expect(empty.status == 1)
        #expect(empty.standardError == "error: the quote text is empty\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appending("c.png").path))
    }

    @Test(
        "--explain reports the layout, fonts, overlay and contrast of every text block, for every design",
        arguments: [
            ("classic", ["text"]), ("split", ["text", "speaker"]), ("type-only", ["text", "speaker"]),
            ("vintage", ["text", "speaker"]),
            (
                PackagePaths.root.appendingPathComponent("examples/designs/brand.json5").path,
                ["text", "speaker", "source"]
            ),
        ])
    func explainsEveryBlock(design: String, fields: [String]) throws {
        struct Explanation: Decodable {
            struct Block: Decodable {
                struct FontUse: Decodable {
                    var name: String
                    var text: [String]
                }
                var field: String
                var lines: [String]
                var fontSize: Double
                var fonts: [FontUse]
                var color: String
                var scrim: Double
                var contrast: Double
                var minimumContrast: Double
            }
            var design: String
            var overlay: Double
            var contrast: Double
            var blocks: [Block]
        }
        let folder = try TemporaryDirectory()
        let result = try DraperProcess.run([
            "card", "--design", design, "--text", "Well done is better than well said.", "--speaker",
            "Benjamin Franklin", "--source", "Poor Richard's Almanack, 1737", "--image", sample, "--format", "jpg",
            "--out", folder.appending("card.jpg").path, "--explain",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let explanation = try JSONDecoder().decode(Explanation.self, from: Data(result.standardOutput.utf8))
        #expect(explanation.blocks.map(\.field) == fields)
        for block in explanation.blocks {
            #expect(!block.lines.isEmpty && block.fontSize > 10, "\(block.field)")
            #expect(!block.fonts.isEmpty, "\(block.field)")
            // Measured on the JPEG as written.
            #expect(block.contrast >= block.minimumContrast, "\(design) \(block.field): \(block.contrast)")
        }
        #expect(explanation.contrast == explanation.blocks[0].contrast)
        // Classic's shade is as light as the letters allow: some darkening on this photo, and no
        // more than the 55 % most photos get unless the photo needs more (then a note says so).
        if design == "classic" {
            #expect(explanation.overlay > 0 && (explanation.overlay <= 0.55 || result.standardError.contains("raised")))
        }
    }

    @Test("--design draws a design file's layers: the example with a logo, a gradient and a second text field")
    func design() throws {
        let folder = try TemporaryDirectory()
        let example = PackagePaths.root.appendingPathComponent("examples/designs/brand.json5").path
        for (size, width, height) in [("og", 1200, 630), ("square", 1080, 1080), ("story", 1080, 1920)] {
            let out = folder.appending("brand-\(size).png").path
            let result = try DraperProcess.run([
                "card", "--design", example, "--text", "Well done is better than well said.", "--speaker",
                "Benjamin Franklin", "--source", "Poor Richard's Almanack, 1737", "--image", sample, "--size", size,
                "--out", out,
            ])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.isEmpty, "\(result.standardError)")
            #expect(try ImageDecoder().decode(contentsOf: out).size == PixelSize(width: width, height: height))
        }

        // A font that is not there is an error at the design's line, and no card.
        let design = try folder.write(
            "{\n  layers: [\n    { type: \"text\", field: \"text\", box: [0, 0, 1, 1], font: \"No Such Face Bold\" },\n  ],\n}\n",
            to: "plain.json5")
        let out = folder.appending("plain.png").path
        let missing = try DraperProcess.run(["card", "--design", design.path, "--text", "Hi", "--out", out])
        #expect(missing.status == 1)
        #expect(
            missing.standardError.contains("plain.json5:3:61: error: 'layers[0].font': "), "\(missing.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out))

        // A design without a photo needs none; one with a photo layer does.
        _ = try folder.write(
            "{ layers: [{ type: \"fill\", color: \"#1d2b53\" }, { type: \"text\", field: \"text\", box: [0.1, 0.1, 0.8, 0.8] }] }\n",
            to: "type-only.json5")
        let typeOnly = try DraperProcess.run([
            "card", "--design", folder.appending("type-only.json5").path, "--text", "Type alone.", "--out", out,
        ])
        #expect(typeOnly.status == 0, "\(typeOnly.standardError)")
        let noPhoto = try DraperProcess.run([
            "card", "--design", example, "--text", "Hi", "--out", folder.appending("x.png").path,
        ])
        #expect(noPhoto.status == 64)
        #expect(noPhoto.standardError.contains("--image is required: design 'brand' has a photo layer"))
    }

    @Test("--field gives a design's own column; a photo layer of the design's own needs no --image")
    func designFields() throws {
        let folder = try TemporaryDirectory()
        try folder.write(try Data(contentsOf: URL(fileURLWithPath: sample)), to: "paper.jpg")
        try folder.write(
            """
            { layers: [
                { type: "fill", color: "#000" },
                { type: "photo", src: "paper.jpg", fit: "contain", box: [0, 0, 0.5, 1] },
                { type: "text", field: "episode", box: [0.55, 0.1, 0.4, 0.8], color: "#fff" },
            ] }
            """, to: "ep.json5")
        let out = folder.appending("c.png").path
        let given = try DraperProcess.run([
            "card", "--design", folder.appending("ep.json5").path, "--text", "Hi", "--field",
            "episode=Season 1, part 2",
            "--out", out,
        ])
        #expect(given.status == 0, "\(given.standardError)")
        #expect(given.standardError.isEmpty, "\(given.standardError)")
        let card = try ImageDecoder().decode(contentsOf: out)
        // The photo (3:2) is contained in the left half: 600 × 400, centred, the fill above it.
        #expect(card.color(atX: 300, y: 10) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(card.color(atX: 300, y: 315) != RGBColor(red: 0, green: 0, blue: 0))
        var white = 0
        for y in stride(from: 60, to: 570, by: 3) {
            for x in stride(from: 660, to: 1140, by: 3) where card.color(atX: x, y: y).red > 200 { white += 1 }
        }
        #expect(white > 300)

        let missing = try DraperProcess.run([
            "card", "--design", folder.appending("ep.json5").path, "--text", "Hi", "--out", out,
        ])
        #expect(missing.status == 0)
        #expect(
            missing.standardError.contains(
                "ep.json5:4:28: warning: 'layers[2].field': 'episode' is not a field every card has; give it with --field episode=VALUE"
            ), "\(missing.standardError)")
        let bad = try DraperProcess.run([
            "card", "--design", folder.appending("ep.json5").path, "--text", "Hi", "--field", "episode", "--out", out,
        ])
        #expect(bad.status == 64)
    }
}
