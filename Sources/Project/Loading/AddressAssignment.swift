import Foundation
import WorkSharing

/// Gives each quote the address the published record holds for it, so that what was
/// published stays where it was: a quote is known again by its explicit `id`, else by its
/// text and speaker, else by a text that is much alike (a typo fixed), whatever the row order.
///
/// What is left over on either side is what changed: a quote no entry knows is new (it gets
/// its slug, never an address used before, and joins the end of the lists); an entry no quote
/// matches is gone (its address keeps a page that says so); a quote known by its text whose
/// `id` was changed has moved (its old address leads to the new one).
struct AddressAssignment {
    struct Outcome {
        /// The quotes with their addresses as `id`, in the order they were added.
        var quotes: [Quote]
        var record: PublishedRecord
        var moved: [(from: String, to: String)] = []
        var gone: [String] = []
        var returned: [String] = []
        /// Whether the record differs from the one read (and should be written).
        var changed = false
    }

    /// Beyond this many pairs of new quotes and gone entries, only exact matches are tried:
    /// a sheet replaced whole is new quotes, not a million typos.
    static let maximumLikenessPairs = 1_000_000

    static func apply(_ quotes: [Quote], record: PublishedRecord) -> Outcome {
        var entries = record.entries
        // The text and speaker hashes first: most quotes are known again by them, and then
        // their sketches are the record's (the same text gives the same sketch), not made again.
        let identities = EveryCore.map(Array(quotes.indices)) {
            QuoteFingerprint.identity(text: quotes[$0].text, speaker: quotes[$0].speaker)
        }
        var entryOfQuote = [Int?](repeating: nil, count: quotes.count)
        var taken = Set<Int>()  // entry indices matched
        var live: [String: Int] = [:]
        // Loops go by index, not by element: each element bound is a copy, its strings retained.
        for index in entries.indices where entries[index].isLive { live[entries[index].address] = index }

        func match(_ quote: Int, _ entry: Int) {
            entryOfQuote[quote] = entry
            taken.insert(entry)
        }
        // 1. An explicit id that is a live address.
        for index in quotes.indices where quotes[index].hasExplicitID {
            if let entry = live[quotes[index].id], !taken.contains(entry) { match(index, entry) }
        }
        // 2. The same text and speaker; then the same text.
        for exactSpeaker in [true, false] {
            var byKey: [String: [Int]] = [:]
            for index in entries.indices where entries[index].isLive && !taken.contains(index) {
                guard let print = entries[index].fingerprint else { continue }
                byKey[exactSpeaker ? print.text + print.speaker : print.text, default: []].append(index)
            }
            for index in quotes.indices where entryOfQuote[index] == nil {
                let print = identities[index]
                let key = exactSpeaker ? print.text + print.speaker : print.text
                guard var candidates = byKey[key], !candidates.isEmpty else { continue }
                // The earliest-added first, so the choice never depends on the rows' order.
                candidates.sort { entries[$0].order < entries[$1].order }
                let entry = candidates.removeFirst()
                byKey[key] = candidates
                match(index, entry)
            }
        }
        let fingerprints = Self.fingerprints(of: quotes, identities: identities, entryOfQuote, entries)
        // 3. A text much like one that is gone: a typo fixed, a word changed.
        let unmatchedQuotes = quotes.indices.filter { entryOfQuote[$0] == nil }
        let unmatchedEntries = entries.indices.filter {
            entries[$0].isLive && !taken.contains($0) && entries[$0].fingerprint != nil
        }
        if !unmatchedQuotes.isEmpty, !unmatchedEntries.isEmpty,
            unmatchedQuotes.count * unmatchedEntries.count <= maximumLikenessPairs
        {
            var pairs: [(quote: Int, entry: Int, likeness: Double, sameSpeaker: Bool)] = []
            for quote in unmatchedQuotes {
                for entry in unmatchedEntries {
                    guard let print = entries[entry].fingerprint else { continue }
                    let likeness = fingerprints[quote].likeness(to: print)
                    let sameSpeaker = print.speaker == fingerprints[quote].speaker
                    let needed =
                        sameSpeaker
                        ? QuoteFingerprint.sameQuoteLikeness : QuoteFingerprint.sameQuoteLikenessOtherSpeaker
                    guard likeness >= needed else { continue }
                    pairs.append((quote, entry, likeness, sameSpeaker))
                }
            }
            pairs.sort { a, b in
                if a.likeness != b.likeness { return a.likeness > b.likeness }
                if a.sameSpeaker != b.sameSpeaker { return a.sameSpeaker }
                if entries[a.entry].order != entries[b.entry].order {
                    return entries[a.entry].order < entries[b.entry].order
                }
                return fingerprints[a.quote].text < fingerprints[b.quote].text
            }
            for pair in pairs where entryOfQuote[pair.quote] == nil && !taken.contains(pair.entry) {
                match(pair.quote, pair.entry)
            }
        }

        var outcome = Outcome(quotes: quotes, record: record)
        var nextOrder = (entries.map(\.order).max() ?? -1) + 1
        // Addresses no new quote may take: every one ever published, and the explicit ids.
        var used = Set(entries.map(\.address)).union(quotes.filter(\.hasExplicitID).map(\.id))
        var byAddress: [String: Int] = [:]
        for index in entries.indices { byAddress[entries[index].address] = index }

        // Removed quotes (not moved ones) by text and speaker, for a quote that comes back.
        var gone: [String: Int] = [:]
        for index in entries.indices where !entries[index].isLive && entries[index].movedTo == nil {
            if let print = entries[index].fingerprint { gone[print.text + print.speaker] = index }
        }
        for index in quotes.indices {
            // Only the id may change: it is worked on alone, and the outcome's list (which
            // shares the given one's storage) is written only where it does, so a rebuild
            // that moves nothing copies no quote.
            let explicit = quotes[index].hasExplicitID
            var id = quotes[index].id
            let print = fingerprints[index]
            if let entryIndex = entryOfQuote[index] {
                let old = entries[entryIndex]
                if explicit, id != old.address {
                    // Moved: the old address now leads to the new one, which keeps its place.
                    entries[entryIndex].isNewlyGone = true
                    entries[entryIndex].movedTo = id
                    var moved = old
                    moved.address = id
                    moved.fingerprint = print
                    if let existing = byAddress[id] {
                        entries[existing] = moved
                    } else {
                        byAddress[id] = entries.count
                        entries.append(moved)
                    }
                    outcome.moved.append((old.address, id))
                } else {
                    id = old.address
                    if entries[entryIndex].fingerprint != print { entries[entryIndex].fingerprint = print }
                }
            } else if let returning = returningEntry(
                for: quotes[index], print, entries: entries, byAddress: byAddress, gone: gone)
            {
                // A quote that was here before, back at its old address.
                // It joins the rotation again from tomorrow (the days it was away stay as they were).
                entries[returning].until = nil
                entries[returning].movedTo = nil
                entries[returning].fingerprint = print
                entries[returning].isNew = true
                id = entries[returning].address
                outcome.returned.append(id)
            } else {
                if !explicit, used.contains(id) {
                    var candidate = id + "-" + QuoteSlug.hash(speaker: quotes[index].speaker, text: quotes[index].text)
                    var counter = 2
                    while used.contains(candidate) {
                        candidate =
                            id + "-" + QuoteSlug.hash(speaker: quotes[index].speaker, text: quotes[index].text)
                            + "-\(counter)"
                        counter += 1
                    }
                    id = candidate
                }
                used.insert(id)
                var entry = PublishedRecord.Entry(address: id, order: nextOrder, fingerprint: print)
                entry.isNew = true
                nextOrder += 1
                if let existing = byAddress[id] {
                    entry.order = entries[existing].order
                    entries[existing] = entry
                } else {
                    byAddress[id] = entries.count
                    entries.append(entry)
                }
            }
            if id != quotes[index].id { outcome.quotes[index].id = id }
        }
        let addresses = Set(outcome.quotes.map(\.id))
        for index in entries.indices where entries[index].isLive && !addresses.contains(entries[index].address) {
            entries[index].isNewlyGone = true
            outcome.gone.append(entries[index].address)
        }
        outcome.record.entries = entries
        outcome.changed = entries != record.entries || !record.existed
        let order = Dictionary(entries.filter(\.isLive).map { ($0.address, $0.order) }, uniquingKeysWith: min)
        // Sorted by keys looked up once, and moved only when out of order (a rebuild's quotes
        // mostly are not): sorting the quotes themselves looked each key up at every
        // comparison and moved whole quotes, a quarter of the assignment at 10,000 quotes.
        let keys = outcome.quotes.indices.map { (order[outcome.quotes[$0].id] ?? .max, outcome.quotes[$0].index) }
        if !keys.indices.dropFirst().allSatisfy({ keys[$0 - 1] <= keys[$0] }) {
            let sorted = keys.indices.sorted { keys[$0] < keys[$1] }
            outcome.quotes = sorted.map { outcome.quotes[$0] }
        }
        return outcome
    }

    /// Each quote's whole fingerprint: the record's where the quote was known again with the
    /// same text and speaker (a sketch is made from the text alone, so it is the same), made
    /// anew for the others. (The record's reader checks each sketch's form; one edited by hand
    /// into another well-formed sketch is kept, as it would be for a quote that did not change.)
    private static func fingerprints(
        of quotes: [Quote], identities: [(text: String, speaker: String)], _ entryOfQuote: [Int?],
        _ entries: [PublishedRecord.Entry]
    ) -> [QuoteFingerprint] {
        var known = [QuoteFingerprint?](repeating: nil, count: quotes.count)
        var unknown: [Int] = []
        for index in quotes.indices {
            if let entry = entryOfQuote[index], let print = entries[entry].fingerprint,
                print.text == identities[index].text, print.speaker == identities[index].speaker
            {
                known[index] = print
            } else {
                unknown.append(index)
            }
        }
        let made = EveryCore.map(unknown) { QuoteFingerprint(text: quotes[$0].text, speaker: quotes[$0].speaker) }
        for (index, print) in zip(unknown, made) { known[index] = print }
        return known.enumerated().map { index, print in
            print ?? QuoteFingerprint(text: quotes[index].text, speaker: quotes[index].speaker)
        }
    }

    /// A gone entry this quote brings back: its explicit id is the entry's address, or its text
    /// and speaker are a removed entry's.
    private static func returningEntry(
        for quote: Quote, _ print: QuoteFingerprint, entries: [PublishedRecord.Entry], byAddress: [String: Int],
        gone: [String: Int]
    ) -> Int? {
        if quote.hasExplicitID {
            guard let index = byAddress[quote.id], !entries[index].isLive else { return nil }
            return index
        }
        guard let index = gone[print.text + print.speaker], !entries[index].isLive else { return nil }
        return index
    }
}
