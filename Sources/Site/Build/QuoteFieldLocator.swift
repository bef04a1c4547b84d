import Diagnostics
import Project
import Synchronization

/// Where a quote's field was written, by the quote's id and a card's field name: what a card
/// error about one text (a speaker too long for its card) points at. The index by id is made
/// at the first question, so a build without such errors never makes it, and one with
/// thousands makes it once.
final class QuoteFieldLocator: Sendable {
    private let quotes: [Quote]
    private let positions = Mutex<[String: Int]?>(nil)

    init(_ quotes: [Quote]) {
        self.quotes = quotes
    }

    func location(owner: String, field: String) -> SourceLocation? {
        // A card's byline is its speaker, then its source.
        guard let name = field == "byline" ? .speaker : Quote.Field(rawValue: field) else { return nil }
        let position = positions.withLock { positions in
            if positions == nil {
                positions = Dictionary(quotes.indices.map { (quotes[$0].id, $0) }) { first, _ in first }
            }
            return positions?[owner]
        }
        return position.map { quotes[$0].location(of: name) }
    }
}
