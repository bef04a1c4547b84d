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
        options: OptionGroup(
            .text, .speaker, .source, .fields, .image, .design,
            .out.described(
                "(required) Where to write the card; its extension (.png, .jpg, .webp, .avif) is the format, "
                    + "and must match --format when both are given. Missing folders are made.",
                valueName: "file", default: nil),
            .size, .format, .quality, .overlay, .focus, .font, .lang, .noSmartQuotes, .noShadow, .explain),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let text = arguments[.text], let outPath = arguments[.out] else {
            throw arguments.usageError("--text and --out are required")
        }
        // What tunes the classic design, as `cards` in site.json does for a site.
        var settings = CardSettings()
        if let overlay = try arguments[.overlay] { settings.overlay = overlay }
        if let font = arguments[.font] { settings.font = font }
        settings.smartQuotes = !arguments[.noSmartQuotes]
        settings.shadow = !arguments[.noShadow]
        let fonts = FontLibrary(
            fontsDirectory: context.currentDirectory.appendingPathComponent("fonts"),
            baseDirectory: context.currentDirectory)
        let name = arguments[.design] ?? BuiltInDesigns.defaultName
        guard
            let (layout, fields) = try design(
                name, tunedBy: settings, fonts: fonts, context: context, arguments: arguments)
        else { return 1 }
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
        let format = arguments[.format] ?? fromExtension ?? .png(level: 6)
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
        case .png: return .png(level: try arguments[.quality.within(1...12)] ?? EncodingFormat.defaultPNGLevel)
        case .palettePNG:
            return .palettePNG(level: try arguments[.quality.within(1...12)] ?? EncodingFormat.defaultPNGLevel)
        case .jpeg: return .jpeg(quality: try arguments[.quality] ?? EncodingFormat.defaultJPEGQuality)
        case .webp: return .webp(quality: try arguments[.quality] ?? EncodingFormat.defaultWebPQuality)
        case .avif: return .avif(quality: try arguments[.quality] ?? EncodingFormat.defaultAVIFQuality)
        }
    }

    /// `--focus`, or nil for the photo's own (`Image.automaticFocus`).
    static func focalPoint(_ arguments: ParsedArguments) throws(UsageError) -> UnitPoint? {
        guard let text = arguments[.focus] else { return nil }
        let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts.allSatisfy({ (0...1).contains($0) }) else {
            throw arguments.usageError(
                "--focus must be two numbers from 0 to 1 separated by a comma, like 0.5,0.3; not '\(text)'")
        }
        return UnitPoint(x: parts[0], y: parts[1])
    }
}
