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
            let site = try planSite(records: nil, problems: &problems)
            // Every size is composed: each has its own text box, so each can clamp on its own.
            let outcome = site.preparation.batch(project, options: options, output: nil, stop: stopRequested).run(
                site.planner.jobs)
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
