import Cards
public import Diagnostics
public import Foundation
import Project
import SiteOutput
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
        var listing: [[String: Any]] = []
        let siteIsRightToLeft = project.config.language.isRightToLeft
        for quote in project.quotes {
            let content = CardContent(
                quote: quote, site: project.config.language, siteIsRightToLeft: siteIsRightToLeft)
            let cards = planner.planCardSet(
                owner: quote.id, filePrefix: quote.id, content: content, image: quote.image, focus: quote.focus,
                location: quote.location(of: .image), withEmail: false, design: project.design(of: quote))
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
        let (listingName, listingNote) = CardListing.name(in: output, outputRoot: output.root, dataset: dataset)
        if let listingNote { problems.report(listingNote) }
        // One owner per file name: a card another batch's list names, and this batch's record
        // does not, is not made (two datasets that both have a quote 'intro' would otherwise
        // each list the other's picture as their own).
        let claimed = CardListing.claimed(in: output.root, except: listingName)
        var refused: [String: String] = [:]
        let jobs = planner.jobs.restricted(to: options.shard).compactMap { job -> CardJob? in
            var job = job
            job.outputs = job.outputs.filter { file in
                guard let list = claimed[file.path], !output.isRecorded(file.path) else { return true }
                refused[file.path] = "\(list) lists it as another batch's card"
                return false
            }
            return job.outputs.isEmpty ? nil : job
        }
        let outcome = preparation.batch(project, options: options, output: output, stop: stopRequested).run(jobs)
        for job in jobs {
            for file in job.outputs where output.wasLeftAlone(file.path) {
                refused[file.path] = "a file this batch did not make is there (a file of yours, or another dataset's)"
            }
        }
        report.cardsRendered = outcome.rendered
        report.cardsUnchanged = outcome.unchanged
        var seen = Set<String>()
        for diagnostic in outcome.diagnostics where seen.insert(diagnostic.description).inserted {
            problems.report(diagnostic)
        }
        for (quote, entry) in zip(project.quotes, listing) {
            let files = Self.files(of: entry).filter { refused[$0] != nil }
            guard let first = files.first else { continue }
            problems.report(
                .error(
                    "\(quote.subject): its card \(output.displayName)/\(first) is not made: \(refused[first] ?? ""); give the quote another id, or write this batch to a folder of its own",
                    at: quote.location(of: .id)))
        }
        if stopRequested() { throw DiagnosticError(.error("interrupted; the previous output is unchanged")) }
        if problems.hasErrors {
            // What the output folder left alone is said once, by the errors above.
            for warning in output.warnings
            where !refused.keys.contains(where: { warning.location?.file.hasSuffix("/" + $0) == true }) {
                problems.report(warning)
            }
        }
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
        report.notes = problems.diagnostics.filter { $0.severity == .note }
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// The card files one entry of the list names.
    private static func files(of entry: [String: Any]) -> [String] {
        (entry["cards"] as? [String: Any] ?? [:]).values.flatMap { formats in
            (formats as? [String: [String: Any]] ?? [:]).values.compactMap { $0["file"] as? String }
        }.sorted()
    }
}
