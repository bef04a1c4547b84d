import Cards
import Foundation
import Imaging
import Project
import SafeFiles
import SafeText
import Typesetting

/// `draper card`: one card from the command line, without a project.
enum CardCommand {
    static let command = Command(
        name: "card",
        abstract: "Render one quote card to an image file.",
        discussion: """
            Draws the card with a design: classic by default (the photo cover-cropped around the focal point \
            under a dark layer, the quote in white with the speaker below it), a built-in one by name, or a \
            design file. Every text block reaches the design's contrast in the file as encoded, or the card is an \
            error. Fonts are looked up in ./fonts first, then by family name through fontconfig.
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
            .value("overlay", name: "opacity", help: "Opacity of classic's dark layer, 0–1.", default: "0.55"),
            .value("focus", name: "x,y", help: "Focal point of the crop, each 0–1.", default: "0.5,0.5"),
            .value(
                "font", name: "path-or-family", help: "Classic's typeface.", default: "League Spartan Bold"),
            .value("lang", name: "tag", help: "BCP 47 language of the text (quotation marks, line breaking)."),
            .flag("no-smart-quotes", help: "Keep straight quotes and double hyphens as typed (classic)."),
            .flag("no-shadow", help: "Set classic's text without its soft shadow."),
            .flag(
                "explain",
                help:
                    "Also print, as JSON on standard output, how the card was set, for every text block: lines, sizes, which font set which text, the overlay and scrim, the worst contrast measured on the file."
            ),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let text = arguments.value("text"), let outPath = arguments.value("out") else {
            throw arguments.usageError("--text and --out are required")
        }
        // What tunes the classic design, as `cards` in site.json does for a site.
        var settings = CardSettings()
        if let overlay = try arguments.number("overlay", in: 0...1) { settings.overlay = overlay }
        if let font = arguments.value("font") { settings.font = font }
        settings.smartQuotes = !arguments.flag("no-smart-quotes")
        settings.shadow = !arguments.flag("no-shadow")
        let fonts = FontLibrary(
            fontsDirectory: context.currentDirectory.appendingPathComponent("fonts"),
            baseDirectory: context.currentDirectory)
        let name = arguments.value("design") ?? BuiltInDesigns.defaultName
        guard let (layout, fields) = design(name, tunedBy: settings, fonts: fonts, context: context) else { return 1 }
        return try runDesign(layout, fields: fields, text: text, outPath: outPath, fonts: fonts, arguments, context)
    }

    /// Writes the finished card, unless told to stop while it was made (the old file, if any,
    /// stays as it was); the exit status when it did not write.
    static func write(_ bytes: [UInt8], to outURL: URL, named outPath: String, context: CommandContext) -> Int32? {
        if Interruption.isRequested { return Interruption.exitStatus }
        do {
            try AtomicFile.write(bytes, to: outURL.path)
        } catch {
            context.console.printError("\(TerminalText.escaped(outPath)): error: \(error.description)")
            return 1
        }
        return nil
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
