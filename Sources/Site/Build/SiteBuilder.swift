import Cards
import CivilTime
public import Diagnostics
public import Foundation
import Hashing
import Imaging
import Mustache
public import Project
import SiteOutput
import Typesetting
import WorkSharing

/// Builds a project into a static site:
///
/// 1. load the theme and resolve the fonts;
/// 2. plan every card file (names from input hashes) and every advent day's visibility;
/// 3. render the cards that changed, on every core, straight into the output folder;
/// 4. render the pages, feeds, calendars, JSON and email files (for `draper serve`, the
///    pages come before the cards, so the first page can be read while the cards render);
/// 5. remove what an earlier build made and this one did not, and record the build.
///
/// Nothing is removed before everything new is written, so a build that fails or is
/// killed leaves the previous site usable.
public struct SiteBuilder: Sendable {
    /// Draper's version, the one constant: `draper --version`, feed generators, records.
    public static let toolVersion = "0.2.0"

    public let project: Project
    public let options: BuildOptions
    /// Asked between cards; a build that is told to stop writes no pages and removes nothing.
    public var stopRequested: @Sendable () -> Bool = { false }

    public init(project: Project, options: BuildOptions) {
        var project = project
        // New quotes join, and gone ones leave, on the build's day in the site's zone.
        project.published = project.published.dated(today: LocalDate(options.now, in: project.config.timeZone))
        self.project = project
        self.options = options
    }

    public var reveal: RevealMode { options.reveal ?? project.config.reveal }

    /// Builds into `outputRoot` and reports what happened; throws every error found.
    public func build(into outputRoot: URL) throws(DiagnosticError) -> BuildReport {
        let started = Date()
        var report = BuildReport()
        var problems = DiagnosticCollector(perFileLimit: options.diagnosticsPerFile)
        // The output's record is read on the other core while this one plans.
        let record =
            options.shard == nil
            ? options.record ?? ManifestPrefetch(root: outputRoot, projectRoot: project.root) : nil
        let site = try planSite(
            records: project.root.appendingPathComponent(BuildStateFolder.projectFolderName), problems: &problems)
        let (preparation, assets, planner, staticFiles) = (
            site.preparation, site.assets, site.planner, site.staticFiles
        )
        var content = site.content
        let icons = AppIcons(project: project, fontsFingerprint: preparation.fontsFingerprint)
        content.appIcons = icons.icons
        try problems.throwIfErrors()

        let output = try BuildPreparation.openOutput(outputRoot, project: project, options: options, prefetched: record)
        // The search index and the record of what is published depend on the quotes alone:
        // each is worked out on a thread of its own beside the cards, not after them.
        let searchIndex =
            options.shard == nil
            ? BackgroundResult { [content, force = options.force] in
                PreparedSearchIndex(content, previousKey: output.previousKey(of: SearchIndex.metaPath), force: force)
            } : nil
        let publishedText =
            options.shard == nil && options.recordsPublished
            ? BackgroundResult { [published = content.published] in published.text } : nil
        func writer(warnings: [String: [String]], messages: OutputDirectory?) -> SiteWriter {
            SiteWriter(
                content: content, theme: preparation.theme, assets: assets, output: output, warningsByOwner: warnings,
                messages: messages, force: options.force, staticFiles: staticFiles)
        }
        func writing(_ body: () throws -> PageCount) throws(DiagnosticError) -> PageCount {
            do {
                return try body()
            } catch let error as DiagnosticError {
                throw error
            } catch let error as OutputError {
                throw DiagnosticError(error.diagnostic)
            } catch {
                throw DiagnosticError(.error(String(describing: error)))
            }
        }
        // A preview server may ask for a card from the moment a page links to it.
        options.priority?.expect(planner.jobs)
        defer { options.priority?.end() }
        if options.pagesFirst, options.shard == nil {
            report.pages = try writing { try writer(warnings: [:], messages: nil).writePages() }
            options.pagesWritten?()
        }

        // Cards.
        var jobs = planner.jobs.restricted(to: options.shard)
        if let only = options.only {
            // Other quotes keep whatever cards they already have; a card that is missing
            // (a new quote, a fresh output folder) or that an interrupted build may have
            // replaced is rendered all the same, so that no page links to nothing.
            jobs = jobs.filter { job in
                only.contains(job.ownerID) || job.ownerID.isEmpty
                    || !output.keepAsRecorded(job.outputs.map(\.path))
            }
        }
        let outcome = preparation.batch(project, options: options, output: output, stop: stopRequested).run(jobs)
        report.cardsRendered = outcome.rendered
        report.cardsUnchanged = outcome.unchanged
        for diagnostic in Self.deduplicated(outcome.diagnostics) { problems.report(diagnostic) }
        if stopRequested() {
            throw DiagnosticError(.error("build interrupted; the previous output is unchanged"))
        }
        try problems.throwIfErrors()
        // After the cards: a photo they could not read is their error, at the quote.
        if options.shard == nil {
            try icons.write(to: output, project: project, fonts: preparation.fonts, force: options.force)
        }

        // Email messages go to a folder of the user's choice, never into the published site.
        let messages = try options.emailsFolder.flatMap { folder throws(DiagnosticError) in
            options.shard == nil
                ? try BuildPreparation.openMessages(folder, project: project, site: output.root, options: options) : nil
        }
        if options.shard == nil {
            var rest = writer(warnings: outcome.warningsByOwner, messages: messages)
            rest.searchIndex = searchIndex
            rest.pagesPerSitemap = options.pagesPerSitemap
            report.pages += try writing {
                options.pagesFirst ? try rest.writeAfterCards() : try rest.writeAll()
            }
            if let note = rest.keptWithoutAddressNote() { problems.report(note) }
        }
        do {
            report.filesRemoved = try output.finish()
            if let messages { report.filesRemoved += try messages.finish().map { "\(messages.displayName)/\($0)" } }
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
        report.warnings =
            problems.diagnostics.filter { $0.severity == .warning } + output.warnings + (messages?.warnings ?? [])
        report.notes = problems.diagnostics.filter { $0.severity == .note }
        if let publishedText {
            var movedTo: [String: String] = [:]
            for list in content.published.lists { movedTo[list.path] = list.movedTo }
            var pageMoves: [String: String] = [:]
            for page in content.published.pages { pageMoves[page.path] = page.movedTo }
            report.notes += try PublishedRecordFile.write(
                publishedText.value, of: project, lists: content.listsChanged, movedTo: movedTo,
                advent: content.adventChange, pages: content.pagesChanged, pageMoves: pageMoves,
                channels: content.channelsChanged, cardFiles: content.cardFilesChanged)
        }
        report.seconds = Date().timeIntervalSince(started)
        if options.processEndsAfterBuild { MemoryKeptUntilExit.keep((site, content, output, record)) }
        return report
    }

    /// The same warning for each format of a card is one warning.
    private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert($0.description).inserted }
    }

    /// Identifies the fonts cards are set in — every text block's of every design — by their
    /// bytes and face index, never by path or date: a copied project or a fresh clone keeps
    /// every card's key. Changing a font file re-renders the cards. A font that is missing is
    /// reported where its design names it, apart.
    static func fingerprint(of designs: [CardLayout], fonts: FontLibrary, digests: FontDigests) -> String {
        var chains: Set<[String]> = []
        for design in designs { chains.formUnion(design.fontChains) }
        var parts: [String] = []
        for names in chains.sorted(by: { $0.joined(separator: "|") < $1.joined(separator: "|") }) {
            for font in (try? fonts.chain(names).fonts) ?? [] {
                parts.append("\(digests.digest(of: font.file) ?? "unreadable")#\(font.faceIndex)")
            }
        }
        digests.save()
        return SHA256.hexDigest(of: parts.joined(separator: "\n"))
    }
}
