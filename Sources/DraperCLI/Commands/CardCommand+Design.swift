import Cards
import Diagnostics
import Foundation
import Imaging
import Project
import SafeText
import Typesetting

extension CardCommand {
    /// `draper card --design FILE`: the card drawn from a design file's layers.
    static func runDesign(
        _ layout: CardLayout, text: String, outPath: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws -> Int32 {
        let designPath = arguments.value("design") ?? layout.name
        guard let cardSize = CardSize(arguments.value("size") ?? "og") else {
            throw arguments.usageError(
                "--size must be og, square, portrait, story or WIDTHxHEIGHT (16–8192), not '\(arguments.value("size") ?? "")'"
            )
        }
        let format = try encodingFormat(arguments, outPath: outPath)
        let focus = try focalPoint(arguments)
        let outURL = context.url(for: outPath)
        do {
            try AtomicFile.checkDestination(outURL)
        } catch {
            context.console.printError("\(TerminalText.escaped(outPath)): error: \(error.description)")
            return 1
        }
        let fonts = FontLibrary(
            fontsDirectory: context.currentDirectory.appendingPathComponent("fonts"),
            baseDirectory: context.currentDirectory)
        let size = try PixelSize(width: cardSize.width, height: cardSize.height)
        var source = arguments.value("source").map(BidiControls.closed)
        if source?.allSatisfy(\.isWhitespace) == true { source = nil }
        var content = CardContent(
            identifier: "card", text: BidiControls.closed(text),
            byline: CardContent.attribution(arguments.value("speaker").map(BidiControls.closed)),
            language: arguments.value("lang"), subject: "card")
        content.fields["speaker"] = arguments.value("speaker").map(BidiControls.closed)
        content.fields["source"] = source
        let imagePath = arguments.value("image")
        do {
            let renderer = try LayeredCardRenderer(layout: layout, fonts: fonts)
            var photo: FrozenImage?
            if renderer.usesPhoto {
                guard let imagePath else {
                    throw arguments.usageError("--image is required: design '\(layout.name)' has a photo layer")
                }
                let imageURL = context.url(for: imagePath)
                let cache = BackgroundCache(budgetBytes: 0)
                photo = try cache.background(for: .init(path: imageURL.path, size: size, focus: focus))
                for note in cache.takeNotes(for: imageURL.path) {
                    context.console.printError("\(TerminalText.escaped(imagePath)): warning: \(note)")
                }
            }
            let card = try renderer.render(content, photo: photo, size: size)
            for warning in card.warnings {
                context.console.printError("warning: \(TerminalText.escaped("\(warning)"))")
            }
            let bytes = try card.image.encoded(as: format)
            if let status = write(bytes, to: outURL, named: outPath, context: context) { return status }
        } catch let error as ImagingError {
            context.console.printError("\(TerminalText.escaped(imagePath ?? designPath)): error: \(error.message)")
            return 1
        } catch let error as CardError {
            switch error {
            case .image(let imaging):
                context.console.printError(
                    "\(TerminalText.escaped(imagePath ?? designPath)): error: \(imaging.message)")
            case .text(let typesetting): context.console.printError("error: \(TerminalText.escaped("\(typesetting)"))")
            case .emptyText: context.console.printError("error: the quote text is empty")
            }
            return 1
        }
        return 0
    }

    /// What `--design` names: a design file, or a built-in design by name.
    enum Choice {
        /// The card Draper has always drawn.
        case classic
        case layout(CardLayout)
        /// It has errors, which were printed.
        case failed
    }

    /// The design `--design` names, every problem printed (its fonts looked up too). A name
    /// that is not a file is looked for among the built-in designs.
    static func design(_ value: String, fonts: FontLibrary, context: CommandContext) -> Choice {
        let isFile = FileManager.default.fileExists(atPath: context.url(for: value).path)
        if !isFile, value == "classic" { return .classic }
        var problems = DiagnosticCollector()
        let design: DesignFile?
        if !isFile, !value.contains("/"), !value.contains(".") {
            design = ProjectLoader.builtInDesign(value)
            if design == nil {
                let names = BuiltInDesigns.names
                var message =
                    "no design named '\(value)'; the built-in ones are \(names.joined(separator: ", ")), or give a design file's path"
                if let near = EditDistance.closest(to: value, in: names) { message += "; did you mean '\(near)'?" }
                problems.report(.error(message))
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
                problems.report(.error("'\(use.key)': \(error)", at: use.location))
            }
        }
        for diagnostic in problems.diagnostics { context.console.printError(diagnostic.description) }
        guard !problems.hasErrors, let layout = design?.layout else { return .failed }
        return .layout(layout)
    }
}
