import Cards
public import Diagnostics
public import Foundation
import Project
import Typesetting

extension SiteBuilder {
    /// Renders only the quotes' cards, named `<id>-<size>.<ext>`, into `outputRoot`, with
    /// `cards.json` listing them — for scripts and email tools that want images, not a site.
    /// Unchanged cards are not rendered again; cards of quotes removed from the dataset are
    /// removed. Each dataset's batch keeps its own record, so batches of several datasets share
    /// a folder without removing each other's cards; the second one's list is `<name>.cards.json`.
    ///
    /// - Parameters:
    ///   - dataset: the quotes file; its folder keeps the batch's build state (`.draper/`), and
    ///     the output folder may not be it, nor contain it or the images folder.
    public func renderCards(into outputRoot: URL, dataset: URL) throws(DiagnosticError) -> BuildReport {
        let started = Date()
        var report = BuildReport()
        let preparation = try BuildPreparation(
            project: project, withTheme: false,
            records: dataset.deletingLastPathComponent().appendingPathComponent(BuildStateFolder.projectFolderName))
        var planner = preparation.planner(for: project)
        planner.naming = .batch
        planner.layout = layout
        var listing: [[String: Any]] = []
        for quote in project.quotes {
            var content = CardContent(
                identifier: quote.id, text: quote.text, byline: CardContent.attribution(quote.speaker),
                language: quote.language?.description, siteLanguage: project.config.language.description)
            if layout != nil { content.addFields(of: quote) }
            let cards = planner.planCardSet(
                owner: quote.id, filePrefix: quote.id,
                content: content,
                image: quote.image, focus: quote.focus, location: quote.location(of: .image), withEmail: false)
            var files: [String: Any] = [:]
            for (size, formats) in cards.files {
                // JSON keys are the formats' names.
                files[size] = Dictionary(
                    uniqueKeysWithValues: formats.map { format, file in
                        (
                            format.rawValue,
                            ["file": file.path, "width": file.width, "height": file.height] as [String: Any]
                        )
                    })
            }
            listing.append(["id": quote.id, "text": quote.text, "speaker": quote.speaker, "cards": files])
        }
        var problems = planner.diagnostics
        try problems.throwIfErrors()
        let output = try BuildPreparation.openOutput(
            outputRoot, project: project, options: options, stateBase: dataset.deletingLastPathComponent(),
            owner: dataset.lastPathComponent, protectedPaths: [dataset])
        let (listingName, listingNote) = Self.listingName(in: output, outputRoot: outputRoot, dataset: dataset)
        if let listingNote { problems.report(listingNote) }
        var batch = preparation.batch(project, options: options, output: output, stop: stopRequested)
        batch.layout = layout
        let outcome = batch.run(planner.jobs.restricted(to: options.shard))
        report.cardsRendered = outcome.rendered
        report.cardsUnchanged = outcome.unchanged
        var seen = Set<String>()
        for diagnostic in outcome.diagnostics where seen.insert(diagnostic.description).inserted {
            problems.report(diagnostic)
        }
        if stopRequested() { throw DiagnosticError(.error("interrupted; the previous output is unchanged")) }
        try problems.throwIfErrors()
        do {
            if options.shard == nil {
                let data = try JSONSerialization.data(
                    withJSONObject: ["version": 1, "quotes": listing],
                    options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
                try output.write([UInt8](data) + [10], to: listingName)
            }
            report.filesRemoved = try output.finish()
        } catch let error as OutputError {
            throw DiagnosticError(error.diagnostic)
        } catch {
            throw DiagnosticError(.error(String(describing: error)))
        }
        report.warnings = problems.diagnostics.filter { $0.severity == .warning } + output.warnings
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// `cards.json`, unless another dataset's batch made the one in the folder: then
    /// `<dataset name>.cards.json`. A batch keeps the name it had.
    /// The first time the other name is taken, a warning says why.
    static func listingName(in output: OutputDirectory, outputRoot: URL, dataset: URL) -> (String, Diagnostic?) {
        let own = "\(dataset.deletingPathExtension().lastPathComponent).cards.json"
        if output.madePreviously("cards.json") { return ("cards.json", nil) }
        if output.madePreviously(own) { return (own, nil) }
        guard FileManager.default.fileExists(atPath: outputRoot.appendingPathComponent("cards.json").path) else {
            return ("cards.json", nil)
        }
        let note = Diagnostic.warning(
            "cards.json here is not this batch's (another dataset's, or not Draper's) and is left as it is; this batch lists its cards in \(own)",
            at: SourceLocation(file: output.displayName + "/cards.json"))
        return (own, note)
    }
}
