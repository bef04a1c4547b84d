import Cards
public import Diagnostics
import Foundation
import Project

extension SiteBuilder {
    /// Complete email messages (RFC 5322, HTML with the card inline and a plain-text part)
    /// for a quote or an opened advent door, as of the builder's clock: one for each recipient,
    /// addressed to them alone, with their own unsubscribe links, in the order given.
    ///
    /// Nothing is written: the card is rendered in memory (once, whatever the number of
    /// recipients), so a message for another date (`--now`) never puts that date's pages, or
    /// its opened doors, into the published output.
    public func emailMessages(for choice: EmailChoice, to recipients: [String]) throws(DiagnosticError) -> [String] {
        let preparation = try BuildPreparation(project: project)
        var planner = preparation.planner(for: project)
        let content = plan(
            &planner, theme: preparation.theme, assets: try preparation.assets(), interface: preparation.interface)
        try planner.diagnostics.throwIfErrors()
        let id: String
        switch choice {
        case .id(let chosen):
            id = chosen
        case .today:
            guard let item = content.quoteOfTheDay(content.today) else {
                throw DiagnosticError(.error("there are no quotes to send"))
            }
            id = item.quote.id
        case .thisWeek:
            guard let item = content.quoteOfTheWeek(content.today) else {
                throw DiagnosticError(.error("there are no quotes to send"))
            }
            id = item.quote.id
        }
        let cards = SiteWriter.emailCards(content)
        guard let card = cards.first(where: { $0.id == id }) else {
            var message = "no quote or opened advent door with id '\(id)'"
            if let best = EditDistance.closest(to: id, in: cards.map(\.id)) { message += "; did you mean '\(best)'?" }
            throw DiagnosticError(.error(message))
        }
        let bytes = try renderInMemory(card.card.path, planner: planner, preparation: preparation)
        do {
            return try recipients.map { recipient in
                try SiteWriter.emailMessage(
                    card, to: recipient, content: content, theme: preparation.theme, cardBytes: bytes)
            }
        } catch {
            throw DiagnosticError(.error(String(describing: error)))
        }
    }

    /// The one card file at `path`, rendered as a build would render it.
    private func renderInMemory(_ path: String, planner: CardPlanner, preparation: BuildPreparation)
        throws(DiagnosticError) -> [UInt8]
    {
        let jobs = planner.jobs.compactMap { job -> CardJob? in
            var job = job
            job.outputs = job.outputs.filter { $0.path == path }
            return job.outputs.isEmpty ? nil : job
        }
        let sink = MemoryCardSink()
        var options = options
        options.jobs = 1
        options.progress = nil
        let outcome = preparation.batch(project, options: options, output: sink, stop: stopRequested).run(jobs)
        var problems = DiagnosticCollector()
        outcome.diagnostics.filter { $0.severity == .error }.forEach { problems.report($0) }
        try problems.throwIfErrors()
        guard let bytes = sink.contents(of: path) else {
            throw DiagnosticError(.error("the card \(path) could not be rendered"))
        }
        return bytes
    }
}
