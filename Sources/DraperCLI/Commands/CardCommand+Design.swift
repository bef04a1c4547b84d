import Cards
import Diagnostics
import Foundation
import Imaging
import Project
import SafeFiles
import SafeText
import Typesetting

extension CardCommand {
    /// `draper card`: the card drawn with a design (classic, another built-in one, or a file),
    /// encoded, measured as encoded and composed again while a text block falls short, as a
    /// batch does.
    static func runDesign(
        _ layout: CardLayout, fields: [DesignFile.FieldUse], text: String, outPath: String, fonts: FontLibrary,
        _ arguments: ParsedArguments, _ context: CommandContext
    ) throws -> Int32 {
        let designPath = arguments[.design] ?? layout.name
        guard let cardSize = CardSize(arguments[.size] ?? "og") else {
            throw arguments.usageError(
                "--size must be og, square, portrait, story or WIDTHxHEIGHT (16–8192), not '\(arguments[.size] ?? "")'"
            )
        }
        let format = try encodingFormat(arguments, outPath: outPath)
        let focus = try focalPoint(arguments)
        let outURL = context.url(for: outPath)
        do {
            // Before any work: what --out names must be a file Draper may replace.
            try AtomicFile.checkDestination(outURL.path)
        } catch {
            context.console.printError("\(TerminalText.escaped(outPath)): error: \(error.description)")
            return 1
        }
        let size = try PixelSize(width: cardSize.width, height: cardSize.height)
        var source = arguments[.source].map(BidiControls.closed)
        if source?.allSatisfy(\.isWhitespace) == true { source = nil }
        // Bidi controls the text opens end with it, as for data read from files.
        var content = CardContent(
            identifier: "card", text: BidiControls.closed(text),
            byline: CardContent.attribution(arguments[.speaker].map(BidiControls.closed)),
            language: arguments[.lang], subject: "card")
        for (name, value) in try extraFields(arguments) { content.fields[name] = value }
        content.fields["speaker"] = arguments[.speaker].map(BidiControls.closed)
        content.fields["source"] = source
        // A column the design shows has no value here unless --field gives it: say so, as a
        // dataset without that column would be an error.
        for use in fields where content.fields[use.name] == nil {
            context.console.printError(
                "\(use.location): warning: '\(TerminalText.escaped(use.key))': '\(TerminalText.escaped(use.name))' is not a field every card has; give it with --field \(TerminalText.escaped(use.name))=VALUE"
            )
        }
        let imagePath = arguments[.image]
        do {
            let renderer = try LayeredCardRenderer(layout: layout, fonts: fonts)
            if renderer.usesPhoto, imagePath == nil {
                throw arguments.usageError("--image is required: design '\(layout.name)' has a photo layer")
            }
            let imageURL = imagePath.map { context.url(for: $0) }
            let cache = BackgroundCache(budgetBytes: 0)
            let photos = try renderer.photos(for: size) { request throws(ImagingError) -> FrozenImage in
                try cache.background(for: .init(request, path: imageURL?.path ?? "", focus: focus))
            }
            if let imagePath, let imageURL {
                for note in cache.takeNotes(for: imageURL.path) {
                    context.console.printError("\(TerminalText.escaped(imagePath)): warning: \(note)")
                }
            }
            var file: EncodedCard?
            // The file is measured as encoded; a lossy one that blurs the letters below the ratio
            // is encoded again at a higher quality, then composed with more contrast.
            let card = try renderer.renderLegibly(content, photos: photos, size: size, lossy: format.isLossy) { card in
                let encoded = try card.encoded(card.image, as: format, measuring: true) { image, step in
                    try image.encoded(as: step)
                }
                file = encoded
                return encoded.shortfall
            }
            for warning in card.warnings {
                // What Draper fixed itself is a note; what the author must act on, a warning.
                context.console.printError(
                    "\(warning.isFixedByDraper ? "note" : "warning"): \(TerminalText.escaped("\(warning)"))")
            }
            guard let file else { return 1 }
            if arguments[.explain] {
                context.console.print(
                    CardExplanation(card: card, file: file, content: content, size: size, design: layout).json)
            }
            if let status = write(file.bytes, to: outURL, named: outPath, context: context) { return status }
        } catch let error as ImagingError {
            // Name the photo as the user typed it; the cache only knew its absolute path.
            context.console.printError("\(TerminalText.escaped(imagePath ?? designPath)): error: \(error.message)")
            return 1
        } catch let error as CardError {
            switch error {
            case .image(let imaging):
                context.console.printError(
                    "\(TerminalText.escaped(imagePath ?? designPath)): error: \(imaging.message)")
            case .text(let typesetting, _):
                context.console.printError("error: \(TerminalText.escaped("\(typesetting)"))")
            case .emptyText: context.console.printError("error: the quote text is empty")
            case .illegible: context.console.printError("error: \(TerminalText.escaped(error.description))")
            }
            return 1
        }
        return 0
    }

    /// `--field NAME=VALUE`, each as given (a value may hold commas and `=`).
    static func extraFields(_ arguments: ParsedArguments) throws(UsageError) -> [(String, String)] {
        try arguments[.fields].map { pair throws(UsageError) in
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw arguments.usageError("--field must be NAME=VALUE, like --field episode='Season 1', not '\(pair)'")
            }
            let name = String(pair[..<equals])
            guard !CardContent.fieldNames.contains(name) else {
                throw arguments.usageError(
                    "--field \(name): '\(name)' is a card's own field; give it with --\(name == "text" ? "text" : name)"
                )
            }
            return (name, BidiControls.closed(String(pair[pair.index(after: equals)...])))
        }
    }

    /// The design `--design` names, every problem printed (its fonts looked up too); nil after
    /// printing them. A name that is not a file is looked for among the built-in designs, which
    /// `settings` tune (as `cards` in site.json tunes a site's); one that is neither is a usage
    /// error, as any other option's unknown value.
    static func design(
        _ value: String, tunedBy settings: CardSettings, fonts: FontLibrary, context: CommandContext,
        arguments: ParsedArguments
    ) throws(UsageError) -> (layout: CardLayout, fields: [DesignFile.FieldUse])? {
        let isFile = FileManager.default.fileExists(atPath: context.url(for: value).path)
        let builtIn = !isFile && !value.contains("/") && !value.contains(".")
        var problems = DiagnosticCollector()
        let design: DesignFile?
        if builtIn {
            design = ProjectLoader.builtInDesign(value, tunedBy: settings)
            if design == nil {
                let names = BuiltInDesigns.names
                var message =
                    "no design named '\(value)'; the built-in ones are \(names.joined(separator: ", ")), or give a design file's path"
                if let near = EditDistance.closest(to: value, in: names) { message += "; did you mean '\(near)'?" }
                throw arguments.usageError(message)
            }
        } else {
            let (loaded, diagnostics) = ProjectLoader.loadDesign(file: value, base: context.currentDirectory)
            design = loaded
            problems = diagnostics
        }
        for use in design?.fonts ?? [] {
            guard let first = use.fonts.first else { continue }
            do {
                _ = try fonts.chain([first])
            } catch {
                // A built-in design's font is one the command line gave (--font), not a line of a file.
                problems.report(builtIn ? .error("\(error)") : .error("'\(use.key)': \(error)", at: use.location))
            }
        }
        for diagnostic in problems.diagnostics { context.console.printError(diagnostic.description) }
        guard !problems.hasErrors, let design else { return nil }
        return (design.layout, design.fields)
    }
}
