import Cards
public import Diagnostics
public import Foundation
import Project
import Typesetting

extension SiteBuilder {
    /// The email message for quote `id` (or `advent-N`), from the cards of a finished
    /// build in `outputRoot`, addressed to `recipients` (or the configured ones).
    public func emailMessage(for id: String, outputRoot: URL, to recipients: [String]?) throws(DiagnosticError)
        -> String
    {
        let preparation = try BuildPreparation(project: project)
        var planner = preparation.planner(for: project)
        let content = plan(&planner, theme: preparation.theme, assets: try preparation.assets())
        let cards = SiteWriter.emailCards(content)
        guard let card = cards.first(where: { $0.id == id }) else {
            let known = cards.map(\.id)
            var message = "no quote or opened advent door with id '\(id)'"
            if let best = EditDistance.closest(to: id, in: known) { message += "; did you mean '\(best)'?" }
            throw DiagnosticError(.error(message))
        }
        do {
            let bytes = try [UInt8](Data(contentsOf: outputRoot.appendingPathComponent(card.card.path)))
            return try SiteWriter.emailMessage(
                card, to: recipients, content: content, theme: preparation.theme, cardBytes: bytes)
        } catch {
            throw DiagnosticError(.error(String(describing: error)))
        }
    }
}
