import Cards
public import Diagnostics
import Foundation
import Project
import Typesetting

extension SiteBuilder {
    /// Everything a build would check — theme, fonts, every photo, every glyph, every fit —
    /// without writing a file. Returns every diagnostic (warnings included).
    public func check() -> DiagnosticCollector {
        var problems = DiagnosticCollector(perFileLimit: options.diagnosticsPerFile)
        do {
            let preparation = try BuildPreparation(project: project)
            for warning in preparation.warnings { problems.report(warning) }
            var planner = preparation.planner(for: project, diagnosticsPerFile: options.diagnosticsPerFile)
            _ = plan(
                &planner, theme: preparation.theme, assets: try preparation.assets(), interface: preparation.interface)
            problems.append(contentsOf: planner.diagnostics)
            for problem in AuthorPages.problems(in: project) { problems.report(problem) }
            do {
                _ = try StaticFiles(project: project)
            } catch {
                for diagnostic in error.diagnostics { problems.report(diagnostic) }
            }
            // Every size is composed: each has its own text box, so each can clamp on its own.
            let outcome = preparation.batch(project, options: options, output: nil, stop: stopRequested).run(
                planner.jobs)
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
