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
        _ designPath: String, text: String, outPath: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws -> Int32 {
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
        guard let layout = loadDesign(designPath, fonts: fonts, context: context) else { return 1 }
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
            if Interruption.isRequested { return Interruption.exitStatus }
            do {
                try AtomicFile.write(bytes, to: outURL)
            } catch {
                context.console.printError("\(TerminalText.escaped(outPath)): error: \(error.description)")
                return 1
            }
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

    /// The design at `path`, every problem printed (its fonts looked up too); nil on errors.
    static func loadDesign(_ path: String, fonts: FontLibrary, context: CommandContext) -> CardLayout? {
        let (design, diagnostics) = ProjectLoader.loadDesign(file: path, base: context.currentDirectory)
        var problems = diagnostics
        if let design {
            for (index, layer) in design.layout.layers.enumerated() {
                guard case .text(let text) = layer, let place = design.fontLocations[index] else { continue }
                do {
                    _ = try fonts.chain([text.fonts[0]])
                } catch {
                    problems.report(.error("'\(place.key)': \(error)", at: place.location))
                }
            }
        }
        for diagnostic in problems.diagnostics { context.console.printError(diagnostic.description) }
        return problems.hasErrors ? nil : design?.layout
    }
}
