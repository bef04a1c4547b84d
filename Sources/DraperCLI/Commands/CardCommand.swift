import Cards
import Foundation
import Imaging
import Project
import SafeText
import Typesetting

/// `draper card`: one card from the command line, without a project.
enum CardCommand {
    static let command = Command(
        name: "card",
        abstract: "Render one quote card to an image file.",
        discussion: """
            The photo is cover-cropped to the card size around the focal point, darkened, and the quote is set \
            in white with the speaker below it. Fonts are looked up in ./fonts first, then by family name \
            through fontconfig.
            """,
        options: [
            .value("text", name: "text", help: "(required) The quote."),
            .value("speaker", name: "name", help: "Who said it; shown below the quote as \"— Name\"."),
            .value("source", name: "text", help: "Where it comes from (a design's `source` field)."),
            .value(
                "field", name: "name=value",
                help: "A field of the design's own, as a dataset column would give it (--field episode='Season 1').",
                repeatable: true),
            .value(
                "image", name: "path",
                help: "The background photo (JPEG, PNG, WebP or GIF); required unless --design has no photo layer."),
            .value(
                "design", name: "name-or-file",
                help:
                    "A built-in design (classic, split, type-only, vintage: see draper designs) or a design file (JSON5 layers: docs/designs.md).",
                default: "classic"),
            .value(
                "out", short: "o", name: "file",
                help:
                    "(required) Where to write the card; its extension (.png, .jpg, .webp, .avif) is the format, "
                    + "and must match --format when both are given. Missing folders are made."),
            .value(
                "size", name: "size",
                help: "og (1200×630), square (1080×1080), portrait (1080×1350), story (1080×1920) or WxH.",
                default: "og"),
            .value(
                "format", name: "format",
                help: "Image format (png8: a dithered 256-colour PNG, several times smaller).",
                default: "from --out's extension, else png", values: ["png", "png8", "jpg", "webp", "avif"]),
            .value(
                "quality", name: "n", help: "JPEG/WebP/AVIF quality 1–100, or PNG compression level 1–12.",
                default: "80 / 82 / 50 / 6"),
            .value("overlay", name: "opacity", help: "Opacity of the dark layer, 0–1.", default: "0.55"),
            .value("focus", name: "x,y", help: "Focal point of the crop, each 0–1.", default: "0.5,0.5"),
            .value("font", name: "path-or-family", help: "The quote's typeface.", default: "League Spartan Bold"),
            .value("lang", name: "tag", help: "BCP 47 language of the text (quotation marks, line breaking)."),
            .flag("no-smart-quotes", help: "Keep straight quotes and double hyphens as typed."),
            .flag("no-shadow", help: "Set the text without its soft shadow."),
            .flag(
                "explain",
                help:
                    "Also print, as JSON on standard output, how the card was set: lines, sizes, which font set which text, the overlay and scrim, the worst contrast measured on the file."
            ),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let text = arguments.value("text"), let outPath = arguments.value("out") else {
            throw arguments.usageError("--text, --image and --out are required")
        }
        if let name = arguments.value("design") {
            let fonts = FontLibrary(
                fontsDirectory: context.currentDirectory.appendingPathComponent("fonts"),
                baseDirectory: context.currentDirectory)
            switch design(name, fonts: fonts, context: context) {
            case .classic: break
            case .layout(let layout, let fields):
                return try runDesign(layout, fields: fields, text: text, outPath: outPath, arguments, context)
            case .failed: return 1
            }
        }
        guard let imagePath = arguments.value("image") else {
            throw arguments.usageError("--text, --image and --out are required")
        }
        guard let cardSize = CardSize(arguments.value("size") ?? "og") else {
            throw arguments.usageError(
                "--size must be og, square, portrait, story or WIDTHxHEIGHT (16–8192), not '\(arguments.value("size") ?? "")'"
            )
        }
        let format = try encodingFormat(arguments, outPath: outPath)
        let outURL = context.url(for: outPath)
        do {
            // Before any work: what --out names must be a file Draper may replace.
            try AtomicFile.checkDestination(outURL)
        } catch {
            context.console.printError("\(TerminalText.escaped(outPath)): error: \(error.description)")
            return 1
        }
        var design = CardDesign()
        if let overlay = try arguments.number("overlay", in: 0...1) { design.overlay = overlay }
        if let font = arguments.value("font") { design.fonts = [font] + CardDesign.defaultFonts.dropFirst() }
        design.smartQuotes = !arguments.flag("no-smart-quotes")
        design.shadow = !arguments.flag("no-shadow")
        let focus = try focalPoint(arguments)

        let imageURL = context.url(for: imagePath)
        let fonts = FontLibrary(
            fontsDirectory: context.currentDirectory.appendingPathComponent("fonts"),
            baseDirectory: context.currentDirectory)
        let size = try PixelSize(width: cardSize.width, height: cardSize.height)
        do {
            let renderer = try CardRenderer(design: design, fonts: fonts)
            let cache = BackgroundCache(budgetBytes: 0)
            let background = try cache.background(for: .init(path: imageURL.path, size: size, focus: focus))
            let content = CardContent(
                // Bidi controls the text opens end with it, as for data read from files.
                identifier: "card", text: BidiControls.closed(text),
                byline: CardContent.attribution(arguments.value("speaker").map(BidiControls.closed)),
                language: arguments.value("lang"))
            var bytes: [UInt8] = []
            var measured = 0.0
            // The file is measured as encoded; a lossy one that blurs the letters below the
            // ratio is encoded again at a higher quality, then composed with more contrast.
            let card = try renderer.render(content, over: background) { card in
                for step in format.legibilityLadder {
                    bytes = try card.image.encoded(as: step)
                    measured =
                        step.isLossy
                        ? CardRenderer.worstContrast(of: try ImageDecoder().decode(encoded: bytes, as: step), for: card)
                        : card.worstContrast
                    if measured >= design.minimumContrast { return true }
                }
                return false
            }
            for note in cache.takeNotes(for: imageURL.path) {
                context.console.printError("\(TerminalText.escaped(imagePath)): warning: \(note)")
            }
            for warning in card.warnings {
                // What Draper fixed itself is a note; what the author must act on, a warning.
                context.console.printError(
                    "\(warning.isFixedByDraper ? "note" : "warning"): \(TerminalText.escaped("\(warning)"))")
            }
            if arguments.flag("explain") {
                context.console.print(
                    CardExplanation(card: card, content: content, size: size, contrast: measured, design: design).json)
            }
            if let status = write(bytes, to: outURL, named: outPath, context: context) { return status }
        } catch let error as ImagingError {
            // Name the photo as the user typed it; the cache only knew its absolute path.
            context.console.printError("\(TerminalText.escaped(imagePath)): error: \(error.message)")
            return 1
        } catch let error as CardError {
            context.console.printError(TerminalText.escaped(describe(error, imagePath: imagePath)))
            return 1
        }
        return 0
    }

    /// Writes the finished card, unless told to stop while it was made (the old file, if any,
    /// stays as it was); the exit status when it did not write.
    static func write(_ bytes: [UInt8], to outURL: URL, named outPath: String, context: CommandContext) -> Int32? {
        if Interruption.isRequested { return Interruption.exitStatus }
        do {
            try AtomicFile.write(bytes, to: outURL)
        } catch {
            context.console.printError("\(TerminalText.escaped(outPath)): error: \(error.description)")
            return 1
        }
        return nil
    }

    private static func describe(_ error: CardError, imagePath: String) -> String {
        switch error {
        case .image(let imaging): "\(imagePath): error: \(imaging.message)"
        case .text(let typesetting): "error: \(typesetting)"
        case .emptyText: "error: the quote text is empty"
        }
    }

    static func encodingFormat(_ arguments: ParsedArguments, outPath: String) throws(UsageError)
        -> EncodingFormat
    {
        let written = (outPath as NSString).pathExtension.lowercased()
        let fromExtension = EncodingFormat(name: written)
        let format = arguments.value("format").flatMap(EncodingFormat.init(name:)) ?? fromExtension ?? .png(level: 6)
        // The file's name says what it holds: a.gif holding PNG bytes would be opened wrongly.
        let expected = format.fileExtension
        guard written == expected || (expected == "jpg" && written == "jpeg") else {
            let stem = written.isEmpty ? outPath : String(outPath.dropLast(written.count + 1))
            throw arguments.usageError(
                written.isEmpty
                    ? "--out '\(outPath)' has no extension; the card is \(format.description.uppercased()): name it '\(stem).\(expected)'"
                    : "--out ends in '.\(written)' but the card is \(format.description.uppercased()): name it '\(stem).\(expected)', or choose another --format"
            )
        }
        switch format {
        case .png: return .png(level: try arguments.integer("quality", in: 1...12) ?? EncodingFormat.defaultPNGLevel)
        case .palettePNG:
            return .palettePNG(level: try arguments.integer("quality", in: 1...12) ?? EncodingFormat.defaultPNGLevel)
        case .jpeg:
            return .jpeg(quality: try arguments.integer("quality", in: 1...100) ?? EncodingFormat.defaultJPEGQuality)
        case .webp:
            return .webp(quality: try arguments.integer("quality", in: 1...100) ?? EncodingFormat.defaultWebPQuality)
        case .avif:
            return .avif(quality: try arguments.integer("quality", in: 1...100) ?? EncodingFormat.defaultAVIFQuality)
        }
    }

    static func focalPoint(_ arguments: ParsedArguments) throws(UsageError) -> UnitPoint {
        guard let text = arguments.value("focus") else { return .center }
        let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts.allSatisfy({ (0...1).contains($0) }) else {
            throw arguments.usageError(
                "--focus must be two numbers from 0 to 1 separated by a comma, like 0.5,0.3; not '\(text)'")
        }
        return UnitPoint(x: parts[0], y: parts[1])
    }
}
