/// The search index's key and, unless the last build made the same index, the index itself:
/// worked out on a thread of its own while the cards are made. Done where it is written, it
/// was the last tenth of a second of a 10,000-quote rebuild, on one core.
struct PreparedSearchIndex: Sendable {
    var key: String
    /// Nil when the last build's index has this key: its files are kept if they are all there.
    var index: SearchIndex?

    /// Each quote's number in the index (`SearchPage.documentNumbers`).
    var numbers: [Int]?

    init(_ content: SiteContent, previousKey: String?, force: Bool) {
        numbers = SearchPage.documentNumbers(content)
        key = SearchPage.indexKey(content, numbers: numbers)
        index = force || previousKey != key ? SearchPage.index(content, numbers: numbers) : nil
    }
}
