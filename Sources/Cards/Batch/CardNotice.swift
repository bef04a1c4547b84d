import Diagnostics

/// A renderer's warning about one size of one card, kept apart until the batch ends so that a
/// card's sizes make one warning ("quote 'q1': og, square: clamped to …; story: …") rather
/// than a line per size that does not say which.
struct CardNotice: Sendable, Hashable {
    var location: SourceLocation
    /// "quote 'q1'", "door 3".
    var subject: String
    /// The card size's name: og, story, 1080x1350.
    var size: String
    var detail: String
    /// Something Draper fixed itself: a note when the card is made, never recorded to be said
    /// again (`CardWarning.isFixedByDraper`).
    var isFixedByDraper = false

    init(location: SourceLocation, size: String, warning: CardWarning) {
        self.location = location
        self.subject = warning.subject
        self.size = size
        self.detail = warning.detail
        isFixedByDraper = warning.isFixedByDraper
    }

    /// The notices to keep with a file, to be said again while it is up to date: the ones a
    /// person must act on.
    static func recorded(_ notices: [CardNotice]) -> [String] {
        notices.filter { !$0.isFixedByDraper }.map(\.recorded)
    }

    /// A notice read back from the build state (`recorded`) of an up-to-date file.
    init?(recorded: String, location: SourceLocation, size: String) {
        let parts = recorded.split(separator: Self.separator, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        self.location = location
        subject = String(parts[0])
        self.size = size
        detail = String(parts[1])
    }

    /// How the notice is kept with the file in the build state, to be said again when the
    /// file is up to date and not rendered.
    var recorded: String { "\(subject)\(Self.separator)\(detail)" }

    /// The unit separator: in no subject a person writes.
    private static let separator: Character = "\u{1F}"

    /// One warning per card and location, each different detail once with the sizes it
    /// applies to; cards in the order of their lines, sizes in `sizeOrder` (the configured order).
    static func grouped(_ notices: [CardNotice], sizeOrder: [String]) -> [Diagnostic] {
        grouped(notices.filter { !$0.isFixedByDraper }, sizeOrder: sizeOrder, severity: .warning)
            + grouped(notices.filter(\.isFixedByDraper), sizeOrder: sizeOrder, severity: .note)
    }

    private static func grouped(_ notices: [CardNotice], sizeOrder: [String], severity: Diagnostic.Severity)
        -> [Diagnostic]
    {
        let rank = Dictionary(sizeOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let notices = notices.enumerated().sorted { first, second in
            let a = (first.element.location.file, first.element.location.line ?? 0, rank[first.element.size] ?? .max)
            let b = (second.element.location.file, second.element.location.line ?? 0, rank[second.element.size] ?? .max)
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
        struct Card: Hashable {
            var location: SourceLocation
            var subject: String
        }
        var order: [Card] = []
        var details: [Card: [(detail: String, sizes: [String])]] = [:]
        for notice in notices {
            let card = Card(location: notice.location, subject: notice.subject)
            if details[card] == nil { order.append(card) }
            var parts = details[card] ?? []
            if let index = parts.firstIndex(where: { $0.detail == notice.detail }) {
                if !parts[index].sizes.contains(notice.size) { parts[index].sizes.append(notice.size) }
            } else {
                parts.append((notice.detail, [notice.size]))
            }
            details[card] = parts
        }
        return order.map { card in
            let parts = (details[card] ?? []).map { "\($0.sizes.joined(separator: ", ")): \($0.detail)" }
            return Diagnostic(severity, "\(card.subject): \(parts.joined(separator: "; "))", at: card.location)
        }
    }
}
