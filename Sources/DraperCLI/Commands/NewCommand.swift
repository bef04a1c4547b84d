import Cards
import Diagnostics
import Foundation
import Imaging
import Project
import SafeFiles

/// `draper new DIR`: a small project that builds at once.
enum NewCommand {
    static let command = Command(
        name: "new",
        abstract: "Create a new project: configuration, a few quotes, a short advent calendar, a sample image.",
        discussion: "The folder must not exist or be empty. Build it with `draper build DIR`.",
        arguments: [.newFolder],
        options: OptionGroup(.year),
        run: run)

    static let sampleImage = "sample.jpg"

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let path = arguments[.newFolder] else {
            throw arguments.usageError("missing expected argument '<dir>'")
        }
        let directory = context.url(for: path)
        let year =
            try arguments[.year]
            ?? Calendar(identifier: .gregorian).component(
                .year, from: try BuildClock.resolve(nil, environment: context.environment, arguments: arguments))
        let written: [String]
        do {
            written = try ProjectScaffold.create(at: directory, year: year, sampleImage: sampleImage)
            let image = try SampleBackground.make(size: PixelSize(width: 2400, height: 1600))
            try AtomicFile.write(
                image.encoded(as: .jpeg(quality: 88)),
                to: directory.appendingPathComponent("images/\(sampleImage)").path)
        } catch let error as ProjectError {
            throw DiagnosticError(error.diagnostics)
        }
        for file in written + ["images/\(sampleImage)"] { context.console.print("created \(path)/\(file)") }
        context.console.print("\nNext: draper build \(path)   (then open \(path)/output/index.html)")
        return 0
    }
}
