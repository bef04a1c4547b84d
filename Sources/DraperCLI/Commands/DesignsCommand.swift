import Cards
import Diagnostics
import Foundation
import Imaging
import Project
import SafeFiles
import SafeText
import Typesetting

/// `draper designs`: the card designs there are, a design's file to start from, and a
/// contact sheet of every design at every size for choosing one.
enum DesignsCommand {
    static let command = Command(
        name: "designs",
        abstract: "List the card designs, print one's file, or render a contact sheet of them all.",
        discussion: """
            Lists the built-in designs and the project's own (designs/*.json5 in the project folder). --print NAME \
            writes a built-in design's file (classic's too: the card Draper draws unless told otherwise), to copy \
            into designs/ and change. --sheet FILE renders each design at \
            og, square, portrait and story size into one PNG, with a sample quote over a sample photo (--image, \
            else a warm plain background).
            """,
        arguments: [.projectFolder],
        options: OptionGroup(
            .print, .sheet, .image.described("The photo the sheet's cards show.", default: "a plain background"),
            .text.described("The sheet's sample quote.", default: "Whatever you are, be a good one."),
            .speaker.described("The sheet's sample speaker.", default: "Abraham Lincoln")),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        if let name = arguments[.print] {
            guard let source = BuiltInDesigns.source(name) else {
                var message =
                    "no built-in design named '\(name)'; there are \(BuiltInDesigns.names.joined(separator: ", "))"
                if let near = EditDistance.closest(to: name, in: BuiltInDesigns.names) {
                    message += "; did you mean '\(near)'?"
                }
                throw arguments.usageError(message)
            }
            context.console.writeOutput(source + "\n")
            return 0
        }
        // The project's designs and fonts are named from its folder.
        var project = context
        project.currentDirectory = context.url(for: arguments[.projectFolder] ?? ".")
        let projectDesigns = self.projectDesigns(project)
        guard let sheet = arguments[.sheet] else {
            for name in BuiltInDesigns.names {
                context.console.print(
                    "\(name.padding(toLength: 12, withPad: " ", startingAt: 0))\(BuiltInDesigns.descriptions[name] ?? "")"
                )
            }
            for path in projectDesigns { context.console.print("\(path)") }
            return 0
        }
        let fonts = FontLibrary(
            fontsDirectory: project.currentDirectory.appendingPathComponent("fonts"),
            baseDirectory: project.currentDirectory)
        var rows: [(name: String, layout: CardLayout)] = []
        for name in BuiltInDesigns.names + projectDesigns {
            guard
                let (layout, _) = try CardCommand.design(
                    name, tunedBy: CardSettings(), fonts: fonts, context: project, arguments: arguments)
            else { return 1 }
            rows.append((name, layout))
        }
        let out = context.url(for: sheet)
        do {
            try AtomicFile.checkDestination(out.path)
            let image = try ContactSheet(
                rows: rows, fonts: fonts, photo: arguments[.image].map { context.url(for: $0).path },
                text: arguments[.text] ?? "Whatever you are, be a good one.",
                speaker: arguments[.speaker] ?? "Abraham Lincoln"
            ).render()
            try AtomicFile.write(try image.encoded(as: .png(level: 6)), to: out.path)
        } catch let error as ImagingError {
            context.console.printError("error: \(TerminalText.escaped(error.description))")
            return 1
        } catch let error as CardError {
            context.console.printError("error: \(TerminalText.escaped("\(error)"))")
            return 1
        } catch {
            context.console.printError("\(TerminalText.escaped(sheet)): error: \(TerminalText.escaped("\(error)"))")
            return 1
        }
        context.console.printError("wrote \(sheet): \(rows.count) designs × 4 sizes")
        return 0
    }

    /// `designs/*.json5` of the project in the current folder, as paths relative to it.
    static func projectDesigns(_ context: CommandContext) -> [String] {
        let folder = context.currentDirectory.appendingPathComponent("designs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json5") }.sorted().map { "designs/\($0)" }
    }
}
