import Cards
public import Diagnostics
import Foundation
import Project
import Typesetting

extension SiteBuilder {
    /// Everything a build would check — theme, fonts, every photo, every glyph, every fit —
    /// without writing a file. Returns every diagnostic (warnings included).
    public func check() -> DiagnosticCollector {
        var problems = DiagnosticCollector()
        do {
            let theme = try Theme.load(projectRoot: project.root)
            let fonts = FontLibrary(fontsDirectory: project.fontsDirectory, baseDirectory: project.root)
            let design = CardDesign(project.config.cards)
            let fingerprint = try Self.fingerprint(of: design, fonts: fonts, config: project.config)
            let assets = try ThemeAssets.make(theme: theme, fonts: fonts, design: design)
            var planner = CardPlanner(project: project, design: design, fontsFingerprint: fingerprint, toolVersion: Self.toolVersion)
            _ = plan(&planner, theme: theme, assets: assets)
            problems.append(contentsOf: planner.diagnostics)
            // Every size is composed: each has its own text box, so each can clamp on its own.
            let batch = CardBatch(
                design: design, fonts: fonts, projectRoot: project.root, output: nil, force: true, workers: options.jobs)
            let outcome = batch.run(planner.jobs)
            var seen = Set<String>()
            for diagnostic in outcome.diagnostics where seen.insert(diagnostic.description).inserted {
                problems.report(diagnostic)
            }
        } catch {
            for diagnostic in error.diagnostics { problems.report(diagnostic) }
        }
        return problems
    }
}
