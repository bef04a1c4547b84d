import Cards
import Diagnostics
import Foundation
import Project
import SiteOutput
import Typesetting

/// What every kind of build needs before it plans a card: the theme, the fonts and the
/// fingerprint of the font files the designs set text in. Made once per build.
struct BuildPreparation {
    let theme: Theme
    let fonts: FontLibrary
    /// The pages' typeface: the cards' (`cards.font`).
    let cardFont: String
    let fontsFingerprint: String
    /// Files of the fonts folder that were not read (a FIFO, a link out of the project), and
    /// the interface's messages with no translation.
    let warnings: [Diagnostic]
    /// The interface's words in the site's language.
    let interface: Interface
    /// How many doors the calendar has (0 without one): the stylesheet places that many.
    let adventDoors: Int

    /// Loads the theme too when `withTheme` (a cards-only run has no pages).
    ///
    /// - Parameter records: the folder of Draper's records (`.draper/`) where the digests of
    ///   font files are kept between runs; nil for a run that writes nothing (`check`).
    init(project: Project, withTheme: Bool = true, records: URL? = nil) throws(DiagnosticError) {
        theme = withTheme ? try Theme.load(projectRoot: project.root) : Theme.empty
        fonts = FontLibrary(fontsDirectory: project.fontsDirectory, baseDirectory: project.root)
        cardFont = project.config.cards.font
        let fontsFolder = project.fontsDirectory.lastPathComponent
        let (interface, untranslated) =
            withTheme ? try Interface.load(for: project) : (Interface.english, [Diagnostic]())
        self.interface = interface
        warnings =
            fonts.fontsFolderProblems().map { file, problem in
                .warning(problem, at: SourceLocation(file: "\(fontsFolder)/\(file.lastPathComponent)"))
            } + untranslated
        adventDoors = project.advent?.days ?? 0
        // A design's font that is not there is an error at the design's line, before any card.
        var missing: [Diagnostic] = []
        for use in project.designFonts {
            guard let first = use.fonts.first else { continue }
            do {
                _ = try fonts.chain([first])
            } catch {
                missing.append(.error("'\(use.key)': \(error)", at: use.location))
            }
        }
        if !missing.isEmpty { throw DiagnosticError(missing) }
        fontsFingerprint = SiteBuilder.fingerprint(
            of: Array(project.designs.values) + [project.design(of: nil as Quote?), project.classicDesign],
            fonts: fonts,
            digests: FontDigests(records: records))
    }

    func planner(
        for project: Project, diagnosticsPerFile: Int = DiagnosticCollector.defaultPerFileLimit
    ) -> CardPlanner {
        CardPlanner(
            project: project, fontsFingerprint: fontsFingerprint, toolVersion: SiteBuilder.toolVersion,
            diagnosticsPerFile: diagnosticsPerFile)
    }

    func assets() throws(DiagnosticError) -> ThemeAssets {
        try ThemeAssets.make(theme: theme, fonts: fonts, cardFont: cardFont, adventDoors: adventDoors)
    }

    /// The output folder, checked and opened for this build (or shard): never one of the
    /// project's sources, and never while another build writes it.
    static func openOutput(
        _ root: URL, project: Project, options: BuildOptions, stateBase: URL? = nil, owner: String? = nil,
        protectedPaths: [URL]? = nil, prefetched: ManifestPrefetch? = nil
    ) throws(DiagnosticError) -> OutputDirectory {
        let waiting = options.waiting
        do {
            return try OutputDirectory(
                root: root, projectRoot: project.root, stateBase: stateBase, owner: owner,
                protectedPaths: protectedPaths ?? OutputLocation.projectSources(of: project.root),
                tool: SiteBuilder.toolVersion, shard: options.shard, wait: options.waitForOutput,
                waiting: { holder in
                    waiting?(
                        "waiting for another build\(holder.map { " (process \($0))" } ?? "") to finish with \(root.lastPathComponent)/…"
                    )
                }, prefetched: prefetched)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }

    /// The folder `--emails` names, opened like an output folder: never the project's sources,
    /// never inside (or around) the site's output folder.
    static func openMessages(_ folder: URL, project: Project, site: URL, options: BuildOptions) throws(DiagnosticError)
        -> OutputDirectory
    {
        do {
            return try OutputDirectory(
                root: folder, projectRoot: project.root,
                protectedPaths: OutputLocation.projectSources(of: project.root) + [site],
                tool: SiteBuilder.toolVersion, wait: options.waitForOutput)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }

    /// The batch renderer for this build, writing into `output` (nil: compose only, for checks).
    func batch(
        _ project: Project, options: BuildOptions, output: (any CardSink)?, stop: @escaping @Sendable () -> Bool
    ) -> CardBatch {
        var batch = CardBatch(
            fonts: fonts, projectRoot: project.root, output: output, force: options.force, workers: options.jobs,
            progress: options.progress)
        batch.stopRequested = stop
        batch.priority = options.priority
        let locator = QuoteFieldLocator(project.quotes)
        batch.fieldLocation = { owner, field in locator.location(owner: owner, field: field) }
        return batch
    }
}

extension [CardJob] {
    /// Only the cards that belong to `shard` (all of them without one), each with all its
    /// files: how much contrast a card is composed with is decided by every lossy file of it
    /// as encoded, so its files are made together, as one build makes them.
    func restricted(to shard: Shard?) -> [CardJob] {
        guard let shard else { return self }
        return filter { job in job.outputs.first.map { shard.contains(key: $0.key) } ?? false }
    }
}
