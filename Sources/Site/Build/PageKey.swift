import Mustache
import Project

/// The manifest keys of pages, so that a rebuild keeps a page whose inputs did not change
/// instead of making it again: at 10,000 quotes, making every page is most of a rebuild.
///
/// Everything a page shows belongs in its key. What every page shares (the site's settings,
/// the theme, the asset names, the date) is one `environment` digest, taken from the view
/// model the base layout receives; a quote page adds its quote, cards, neighbours and
/// shuffle pool; a list page its place in the list and what each of its cards shows.
struct PageKey {
    /// Raise when the pages' view models change without a template changing (a template
    /// change is in the theme's fingerprint): every page and email snippet is then made again.
    static let revision = 4

    let environment: String

    init(context: PageContext, theme: Theme) {
        var key = InputKey("page-environment")
        key.add("tool", SiteBuilder.toolVersion)
        key.add("revision", String(Self.revision))
        key.add("theme", theme.fingerprint)
        key.add("words", context.content.interface.fingerprint)
        // A page one folder deep, as quote, tag and speaker pages are; `root` and the page's
        // own keys are added per page.
        let base = context.context(
            PageContext.Page(path: "quotes/x/index.html", kind: "quote", title: "", nav: "home"), [:])
        key.add(Self.stableText(base))
        let config = context.content.config
        key.add("sizes", config.cards.sizes.map { "\($0.name)=\($0.width)x\($0.height)" }.joined(separator: ","))
        key.add("formats", config.cards.formats.map(\.rawValue).joined(separator: ","))
        environment = key.finalized()
    }

    /// The key of quote page `index`: everything `QuotePages.page(at:)` reads.
    func quotePage(
        _ item: SiteContent.QuoteItem, previous: String, next: String, pool: String, content: SiteContent
    ) -> String {
        var key = InputKey("quote-page")
        key.add(environment)
        let quote = item.quote
        for (name, value) in [
            ("id", quote.id), ("text", quote.text), ("speaker", quote.speaker), ("source", quote.source),
            ("credit", quote.credit), ("alt", quote.alt), ("language", quote.language?.description),
            ("image", quote.image), ("focus", quote.focus.map { "\($0)" }),
        ] {
            key.add(name, value)
        }
        key.add("tags", quote.tags.joined(separator: "\u{1F}"))
        for (name, value) in quote.extraFields.sorted(by: { $0.key < $1.key }) { key.add("field:" + name, value) }
        // Where the links to its tags and speaker lead (a new tag that folds to the same name moves one).
        key.add(
            "folders",
            ([content.speakerFolder(quote.speaker)] + quote.tags.map { content.tagFolder($0) }).joined(separator: "/"))
        key.add("cards", item.cardReferences)
        key.add("backdrop", item.backdrop?.reference)
        key.add("previous", previous)
        key.add("next", next)
        // A digest of the shuffle pool's addresses (`ShuffleRing.digest`): hashing the hundred
        // addresses of every page was a third of the quote pages' keys.
        key.add("pool", pool)
        return key.finalized()
    }

    /// The key of a list page: everything `QuoteListPages.render` reads for it.
    func listPage(_ spec: QuoteListPages.Spec, content: SiteContent) -> String {
        var key = InputKey("list-page")
        key.add(environment)
        key.add("tags", content.tags.isEmpty ? "none" : "some")
        switch spec {
        case .quotes(let number, let pagination, let quotes, let heading, let intro):
            // The number of pages, not of quotes: no page shows the list's length but its first
            // (in `intro`), so a quote added rewrites the others only when the list gains a page.
            key.add("quotes", "\(number)|\(pagination.folder)|\(pagination.pageCount)|\(pagination.pageSize)")
            key.add(heading)
            key.add(intro)
            for position in pagination.range(ofPage: number) {
                key.add(content.quotes[quotes?[position] ?? position].listEntry)
            }
        case .names(let number, let pagination, let groups, let heading, let noun):
            key.add(
                "names", "\(number)|\(pagination.folder)|\(pagination.count)|\(pagination.pageSize)|\(heading)|\(noun)")
            let list = groups == .tags ? content.tags : content.speakers
            for group in list[pagination.range(ofPage: number)] {
                key.add("\(group.slug)|\(group.name)|\(group.quotes.count)")
            }
        }
        return key.finalized()
    }

    /// What a list shows of one quote, as one digest: its words and its grid card's files.
    /// Made once for each quote (`SiteContent.QuoteItem.listEntry`): a quote is on several
    /// lists (every quote's, its tags', its speaker's), and hashing its fields again for
    /// each was a twentieth of a 10,000-quote rebuild.
    static func listEntry(_ quote: Quote, cards: CardSet) -> String {
        var key = InputKey("list-entry")
        key.add(quote.id)
        key.add(quote.text)
        key.add(quote.speaker)
        key.add(quote.alt ?? "∅")
        key.add(quote.language?.description ?? "∅")
        let grid = cards.gridSize ?? "∅"
        key.add("grid", grid)
        key.add(cards.file(size: grid)?.reference ?? "∅")
        for format in cards.displayFormats {
            key.add(format.rawValue)
            let files = cards.display[grid]?[format] ?? []
            key.add(String(files.count))
            for file in files { key.add(file.reference) }
        }
        return key.finalized()
    }

    /// The key of a gallery page, from `GalleryPage.inputs(ofPage:…)`.
    func gallery(_ inputs: [String]) -> String {
        var key = InputKey("gallery-page")
        key.add(environment)
        inputs.forEach { key.add($0) }
        return key.finalized()
    }

    /// Every file of a card set and its version, in a fixed order, as a digest.
    static func cardReferences(_ cards: CardSet) -> String {
        var key = InputKey("cards")
        addCardReferences(cards, to: &key)
        return key.finalized()
    }

    /// Every file of a card set and its version, in a fixed order, field by field: building
    /// one string of them for each of 10,000 quotes cost more than hashing.
    private static func addCardReferences(_ cards: CardSet, to key: inout InputKey) {
        func add(_ file: CardFile) {
            key.add(file.path)
            key.add(file.version)
            key.add(String(file.width))
            key.add(String(file.height))
        }
        for size in cards.files.keys.sorted() {
            let formats = cards.files[size] ?? [:]
            key.add("files \(size) \(formats.count)")
            for (format, file) in formats.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                key.add(format.rawValue)
                add(file)
            }
        }
        for size in cards.display.keys.sorted() {
            let formats = cards.display[size] ?? [:]
            key.add("display \(size) \(formats.count)")
            for (format, files) in formats.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                key.add("\(format.rawValue) \(files.count)")
                files.forEach(add)
            }
        }
        key.add("formats", cards.displayFormats.map(\.rawValue).joined(separator: ","))
        key.add("share", cards.shareFormat.rawValue)
        key.add("grid", cards.gridSize)
        key.add("phone", cards.phoneSize)
        key.add("email", cards.email?.reference)
    }

    /// A description of a view model that is the same in every run (dictionary keys sorted).
    static func stableText(_ value: MustacheValue) -> String {
        var text = ""
        func write(_ value: MustacheValue) {
            switch value {
            case .null: text += "n"
            case .bool(let flag): text += flag ? "t" : "f"
            case .number(let number): text += "#\(number)"
            case .string(let string): text += "\"\(string.utf8.count):\(string)"
            case .list(let values):
                text += "[\(values.count)"
                values.forEach(write)
                text += "]"
            case .dictionary(let members):
                text += "{\(members.count)"
                for name in members.keys.sorted() {
                    text += "\(name.utf8.count):\(name)="
                    if let member = members[name] { write(member) }
                }
                text += "}"
            }
        }
        write(value)
        return text
    }
}
