/// The static search index of `search/`: term shards and document chunks, written as small
/// scripts (`search/t/<hex>.js`, `search/d/<n>.js`) that hand their data to the page's
/// script. Scripts rather than JSON because a page opened from disk (`file://`) may load
/// scripts but not fetch files.
///
/// A query loads one shard per word and the chunks of the results it shows, so what a
/// visitor downloads depends on the query, not on the size of the site.
struct SearchIndex: Sendable {
    /// One quote as a result shows it.
    struct Document: Sendable {
        var path: String
        var text: String
        var speaker: String
        var language: String
    }

    /// Documents per chunk: a page of 20 results touches at most 20 chunks of a few KB.
    static let chunkSize = 16
    /// Characters of a quote's text a result shows.
    static let excerptLength = 160

    /// Token → documents (numbers, ascending), grouped by shard key.
    private(set) var shards: [String: [String: [Int]]] = [:]
    /// Each number's document; nil for a number no quote has now (a quote removed).
    private(set) var documents: [Document?] = []

    /// The index of `quotes`, numbered by `numbers` (ascending, one per quote) when given and
    /// not too sparse, else by position.
    ///
    /// Numbers that stay with their quotes keep a rebuild's writes to what changed: numbered by
    /// position, removing one quote renumbered every later one, rewriting almost every shard
    /// and every chunk after it (about a thousand files at 10,000 quotes).
    init(quotes: [(document: Document, fields: [String])], numbers: [Int]? = nil) {
        let numbers = numbers.flatMap { Self.usable($0, count: quotes.count) } ?? Array(quotes.indices)
        documents = Array(repeating: nil, count: (numbers.last ?? -1) + 1)
        // Each token's documents first, then each distinct token into its shard: taking the
        // shard key of every occurrence, and a set of a document's tokens, were most of the
        // index's time at 10,000 quotes.
        var postings: [String: [Int]] = [:]
        for (entry, number) in zip(quotes, numbers) {
            documents[number] = entry.document
            for field in entry.fields {
                for token in SearchTokenizer.tokens(field) {
                    // Documents are added in order: a token already seen in this one ends its list.
                    postings[token, default: []].appendUnlessLast(number)
                }
            }
        }
        for (token, numbers) in postings {
            shards[SearchTokenizer.shardKey(token), default: [:]][token] = numbers
        }
    }

    /// `numbers` if they can number `count` quotes: as many, ascending, from 0, and with no
    /// more than three holes (numbers of removed quotes) for each quote, so that the chunks of
    /// holes stay a bounded part of the index. Else nil, and the quotes are numbered by position.
    static func usable(_ numbers: [Int], count: Int) -> [Int]? {
        guard numbers.count == count, let first = numbers.first, let last = numbers.last else { return nil }
        guard first >= 0, last < 4 * count + chunkSize else { return nil }
        for (earlier, later) in zip(numbers, numbers.dropFirst()) where earlier >= later { return nil }
        return numbers
    }

    /// The shard's file name: the key's UTF-8 bytes in hex, safe on every file system.
    static func shardName(_ key: String) -> String {
        key.utf8.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }

    /// One file of the index: its path, the manifest key of everything it holds, and its
    /// text, made only when asked (a rebuild after one quote's words changed writes a few).
    struct File {
        var path: String
        var key: String
        var text: () -> String
    }

    static let metaPath = "search/meta.js"

    /// Whether `path` is a file of the index (the search page beside it is not).
    static func isIndexFile(_ path: String) -> Bool {
        path == metaPath || path.hasPrefix("search/t/") || path.hasPrefix("search/d/")
    }

    /// Every file of the index: `search/meta.js` (counts, for the script), the shards and the
    /// chunks. `version` (the tool's, and the pages' revision) is in every key.
    func files(version: String = "") -> [File] {
        var files: [File] = []
        let chunkCount = (documents.count + Self.chunkSize - 1) / Self.chunkSize
        let (documentCount, chunkSize) = (documents.count { $0 != nil }, Self.chunkSize)
        var metaKey = InputKey("search-meta")
        metaKey.add(version)
        metaKey.add("\(documentCount) \(chunkSize) \(chunkCount)")
        files.append(
            File(path: Self.metaPath, key: metaKey.finalized()) {
                "draperSearch.meta("
                    + ScriptJSON.encode(
                        .object([
                            ("documents", .integer(documentCount)), ("chunkSize", .integer(chunkSize)),
                            ("chunks", .integer(chunkCount)),
                        ])) + ");\n"
            })
        for key in shards.keys.sorted() {
            guard let terms = shards[key] else { continue }
            let name = Self.shardName(key)
            let tokens = terms.keys.sorted()
            var shardKey = InputKey("search-shard")
            shardKey.add(version)
            shardKey.add(name)
            for token in tokens {
                shardKey.add(token)
                shardKey.add(numbers: terms[token] ?? [])
            }
            files.append(
                File(path: "search/t/\(name).js", key: shardKey.finalized()) {
                    // Document numbers as gaps from the previous one: short numbers for common words.
                    let members: [(String, JSONText)] = tokens.map { token in
                        var previous = 0
                        let gaps = (terms[token] ?? []).map { number -> JSONText in
                            defer { previous = number }
                            return .integer(number - previous)
                        }
                        return (token, .array(gaps))
                    }
                    return "draperSearch.shard(\"\(name)\"," + ScriptJSON.encode(.object(members)) + ");\n"
                })
        }
        for chunk in 0..<chunkCount {
            let range = (chunk * Self.chunkSize)..<min((chunk + 1) * Self.chunkSize, documents.count)
            let chunkDocuments = documents[range]
            // A chunk of removed quotes only: no number in any shard leads to it.
            guard chunkDocuments.contains(where: { $0 != nil }) else { continue }
            var chunkKey = InputKey("search-chunk")
            chunkKey.add(version)
            chunkKey.add(String(chunk))
            for document in chunkDocuments {
                guard let document else {
                    // No document's path is this.
                    chunkKey.add("∅")
                    continue
                }
                for field in [document.path, document.text, document.speaker, document.language] { chunkKey.add(field) }
            }
            files.append(
                File(path: "search/d/\(chunk).js", key: chunkKey.finalized()) {
                    let entries: [JSONText] = chunkDocuments.map { document in
                        guard let document else { return .null }
                        return .array([
                            .string(document.path), .string(Self.excerpt(document.text)), .string(document.speaker),
                            .string(document.language),
                        ])
                    }
                    return "draperSearch.chunk(\(chunk)," + ScriptJSON.encode(.array(entries)) + ");\n"
                })
        }
        return files
    }

    /// The text cut at a word near `excerptLength` characters.
    static func excerpt(_ text: String) -> String {
        guard text.count > excerptLength else { return text }
        var cut = text.prefix(excerptLength)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > excerptLength / 2 {
            cut = cut[..<space]
        }
        return cut + "…"
    }
}

extension [Int] {
    fileprivate mutating func appendUnlessLast(_ number: Int) {
        if last != number { append(number) }
    }
}
