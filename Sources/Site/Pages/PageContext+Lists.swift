import Cards
import Mustache
import Project

extension PageContext {
    /// One cell of a card grid (home, lists): the grid-size card linking to the quote page.
    ///
    /// - Parameter position: the cell's place in a list page's grid. The first row's cards
    ///   (`CardSlots.gridFirstRow`) may stand in the first screen: they load with the page
    ///   rather than after its layout. Without a position (the home page's grid, under the
    ///   quote of the day) every card waits for the layout.
    func gridItem(_ item: SiteContent.QuoteItem, page: String, position: Int? = nil) -> MustacheValue {
        let eager = position.map { $0 < CardSlots.gridFirstRow } ?? false
        var (fields, card) = quoteFields(
            item, page: page, size: item.cards.gridSize, lazy: !eager, sizes: CardSlots.grid)
        fields["card"] = card
        return .dictionary(fields)
    }

    /// What a grid's cell and the home page's hero show of a quote: its id, the link to its
    /// page, its language and speaker; and its card of `size`, described in the site's language
    /// (with the card a screen held upright shows instead, if `upright`).
    func quoteFields(
        _ item: SiteContent.QuoteItem, page: String, size: String?, lazy: Bool, sizes: String,
        upright: (size: String, sizes: String)? = nil
    ) -> (fields: [String: MustacheValue], card: MustacheValue) {
        let quote = item.quote
        let alt = content.interface.cardAlt(
            text: quote.text, byline: CardContent.attribution(quote.speaker), background: quote.alt)
        let language = TextLanguage.of(quote, in: content)
        let fields: [String: MustacheValue] = [
            "id": .string(quote.id),
            "url": .string(SitePaths.link(from: page, to: SitePaths.quotePage(quote.id))),
            "lang": .string(language.lang),
            "dir": .optional(language.dir),
            "speaker": .string(quote.speaker),
        ]
        let card = cardImage(
            item.cards, size: size, page: page, alt: alt, lazy: lazy, sizes: sizes, language: language,
            upright: upright)
        return (fields, card)
    }

    /// The `pager` view model: previous and next, and the page numbers around the current
    /// one (first, last, two either side; gaps marked) so the bar stays short at any length.
    func pager(_ pagination: Pagination, page number: Int) -> MustacheValue {
        let count = pagination.pageCount
        guard count > 1 else { return .null }
        let path = pagination.path(ofPage: number)
        func link(_ target: Int) -> MustacheValue {
            .string(SitePaths.link(from: path, to: pagination.path(ofPage: target)))
        }
        var shown = Set([1, count])
        for near in (number - 2)...(number + 2) where (1...count).contains(near) { shown.insert(near) }
        var entries: [MustacheValue] = []
        var last = 0
        for target in shown.sorted() {
            if target > last + 1 { entries.append(["gap": true]) }
            entries.append([
                "number": .string(content.interface.number(target)), "url": link(target),
                "current": .bool(target == number),
            ])
            last = target
        }
        return [
            "label": .string(
                content.interface.text(
                    "lists.pageOf",
                    ["number": content.interface.number(number), "count": content.interface.number(count)])),
            "previous": number > 1 ? ["url": link(number - 1)] : .null,
            "next": number < count ? ["url": link(number + 1)] : .null,
            "pages": .list(entries),
        ]
    }
}
