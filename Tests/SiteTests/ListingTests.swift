import Cards
import CivilTime
import Diagnostics
import Foundation
import Mustache
import Project
import Testing

@testable import Site

/// Pages that stay small at any size: pagination, tag and speaker lists, the home page's
/// bound, without rendering a card (the card sets are planned, not drawn).
@Suite("Lists and pages at scale")
struct ListingTests {
    /// A site of `count` quotes with planned (not rendered) cards; speakers and tags repeat.
    private func content(
        quotes count: Int, removing removed: Set<Int> = [], publishing: PublishingSettings = PublishingSettings()
    ) -> SiteContent {
        let quotes = (0..<count).filter { !removed.contains($0) }.map { index in
            Quote(
                id: "q\(index)", text: "Quote number \(index) says something worth keeping.",
                speaker: ["Ada Lovelace", "Søren Kierkegaard", "松尾芭蕉"][index % 3],
                tags: index % 2 == 0 ? ["even", "Work"] : ["work"], index: index,
                location: SourceLocation(file: "data/quotes.json"))
        }
        let config = SiteConfig(
            title: "Scale", baseURL: URL(string: "https://scale.example/"), publishing: publishing)
        let project = Project(root: URL(fileURLWithPath: "/nonexistent"), config: config, quotes: quotes)
        var planner = CardPlanner(project: project, fontsFingerprint: "fonts", toolVersion: "test")
        let items = quotes.map { quote in
            SiteContent.QuoteItem(
                quote: quote,
                cards: planner.planCardSet(
                    owner: quote.id, filePrefix: quote.id,
                    content: CardContent(identifier: quote.id, text: quote.text, byline: "— x", language: "en"),
                    image: nil, focus: nil, location: SourceLocation(file: "data/quotes.json"), withEmail: false,
                    sealed: false, design: project.design(of: quote)))
        }
        return SiteContent(
            project: project, paths: SitePaths(baseURL: config.baseURL),
            now: Date(timeIntervalSince1970: 1_796_000_000), reveal: .client, quotes: items, days: [],
            stylesheet: "assets/draper.css", script: "assets/draper.js", icon: "assets/favicon.svg",
            tags: QuoteGroup.grouping(quotes) { $0.tags }, speakers: QuoteGroup.grouping(quotes) { [$0.speaker] })
    }

    /// Every quote file's path and text.
    private static func quoteFiles(_ site: SiteContent) -> [(String, String)] {
        let api = JSONAPI(content: site)
        return (1...api.quoteFileCount).map { (JSONAPI.quotesFile($0), api.quoteFile($0)) }
    }

    private func theme() throws -> Theme { try Theme.load(projectRoot: URL(fileURLWithPath: "/nonexistent")) }

    private func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("pagination: page 1 is index.html, page n index-n.html; items keep their order")
    func pagination() {
        let pages = Pagination(folder: "quotes", count: 61, pageSize: 30)
        #expect(pages.pageCount == 3)
        #expect(pages.paths == ["quotes/index.html", "quotes/index-2.html", "quotes/index-3.html"])
        #expect(pages.range(ofPage: 1) == 0..<30)
        #expect(pages.range(ofPage: 3) == 60..<61)
        #expect(pages.page(of: 59) == 2)
        #expect(Pagination(folder: "tags/x", count: 0, pageSize: 30).pageCount == 1)
        // Adding quotes changes only the last page: the first pages' items stay put.
        let grown = Pagination(folder: "quotes", count: 75, pageSize: 30)
        #expect(grown.range(ofPage: 2) == pages.range(ofPage: 2))
    }

    @Test("tags and speakers: folded slugs, spellings merged, names without Latin letters hashed")
    func groups() {
        #expect(NameSlug.slug(for: "Søren Kierkegaard") == "soren-kierkegaard")
        #expect(NameSlug.slug(for: "Work") == NameSlug.slug(for: "work"))
        let japanese = NameSlug.slug(for: "松尾芭蕉")
        #expect(japanese.hasPrefix("n-") && japanese.count == 8)
        #expect(NameSlug.slug(for: "松尾芭蕉") == japanese, "a slug depends on the name alone")
        let site = content(quotes: 9)
        #expect(site.tags.map(\.slug) == ["even", "work"])
        // "work" is written 4 times, "Work" 5 times: the commoner spelling names the page.
        #expect(site.tags.last?.name == "Work")
        #expect(site.tags.last?.quotes == Array(0..<9))
        #expect(site.speakers.map(\.name) == ["Ada Lovelace", "Søren Kierkegaard", "松尾芭蕉"])
        #expect(site.speakers[0].quotes == [0, 3, 6])
    }

    @Test("the home page stays under 150 KB and 40 images at 10,000 quotes")
    func homeIsBounded() throws {
        let theme = try theme()
        var sizes: [Int] = []
        for quoteCount in [50, 10_000] {
            let site = content(quotes: quoteCount)
            let html = try theme.render("home", HomePage(context: PageContext(content: site)).page(advent: .null))
            sizes.append(html.utf8.count)
            #expect(html.utf8.count <= 150_000, "\(quoteCount) quotes: \(html.utf8.count) bytes")
            #expect(
                occurrences("<img", in: html) <= 40, "\(quoteCount) quotes: \(occurrences("<img", in: html)) images")
            #expect(html.contains(#"href="quotes/index.html""#), "the home page links to every quote")
            #expect(occurrences("<template class=\"quote-of-the-day\"", in: html) <= HomePage.scheduleDays)
        }
        // Bounded, not merely small: 200 times the quotes, about the same page.
        #expect(Double(sizes[1]) < Double(sizes[0]) * 1.2, "\(sizes)")
    }

    @Test("shuffle: each page offers 100 other quotes, all reachable; one quote added or removed changes few pages")
    func shufflePoolsAreStable() {
        // Each page's pool, and the digest its key holds of it.
        var digests: [[String: String]] = []
        func pools(_ site: SiteContent) -> [String: [String]] {
            let pages = QuotePages(context: PageContext(content: site))
            digests.append(
                Dictionary(
                    uniqueKeysWithValues: site.quotes.indices.map {
                        (site.quotes[$0].quote.id, pages.shuffleRing.digest(of: pages.shufflePoolIndices(for: $0)))
                    }))
            return Dictionary(
                uniqueKeysWithValues: site.quotes.indices.map { (site.quotes[$0].quote.id, pages.shufflePool(for: $0)) }
            )
        }
        let count = 3_000
        let before = pools(content(quotes: count))
        var appearances: [String: Int] = [:]
        for (id, pool) in before {
            #expect(pool.count == QuotePages.shufflePoolSize && Set(pool).count == pool.count, "\(id): \(pool.count)")
            #expect(!pool.contains(SitePaths.quotePage(id)), "\(id)'s shuffle leads to itself")
            for path in pool { appearances[path, default: 0] += 1 }
        }
        // Every quote is somewhere's shuffle, and none is many times more often than the rest.
        let mean = QuotePages.shufflePoolSize
        #expect(appearances.count == count, "quotes no shuffle leads to: \(count - appearances.count)")
        #expect(appearances.values.min() ?? 0 >= mean / 10 && appearances.values.max() ?? 0 <= 3 * mean)
        // A page is written again when its pool changes: a new quote, or a removed one, must
        // change a few pools (a few times the pool's size), not all of them.
        for (change, site) in [
            ("added", content(quotes: count + 1)), ("removed", content(quotes: count, removing: [1_500])),
        ] {
            let after = pools(site)
            let changed = after.keys.filter { before[$0] != nil && before[$0] != after[$0] }
            #expect(
                changed.count <= 3 * QuotePages.shufflePoolSize, "a quote \(change): \(changed.count) pools changed")
            #expect(after.values.allSatisfy { !$0.contains(SitePaths.quotePage("q1500")) } || change == "added")
            // The page's key follows its pool: a new digest exactly where the pool changed.
            let (digestsBefore, digestsAfter) = (digests[0], digests[digests.count - 1])
            let redigested = after.keys.filter { digestsBefore[$0] != nil && digestsBefore[$0] != digestsAfter[$0] }
            #expect(Set(redigested) == Set(changed))
        }
    }

    @Test("lists: 30 cards a page, rel=prev/next, every quote on exactly one page")
    func lists() throws {
        let theme = try theme()
        let site = content(quotes: 1_000)
        let lists = QuoteListPages(context: PageContext(content: site))
        let all = lists.specs().map(lists.render).filter { $0.path.hasPrefix("quotes/") }
        #expect(all.map(\.path) == Pagination(folder: "quotes", count: 1_000, pageSize: 30).paths)
        var seen: [String] = []
        for (number, page) in all.enumerated() {
            let html = try theme.render(page.template, page.context)
            #expect(html.utf8.count < 60_000, "\(page.path): \(html.utf8.count) bytes")
            let ids = html.components(separatedBy: "href=\"../quotes/").dropFirst().compactMap { part in
                part.split(separator: "/").first.map(String.init)
            }.filter { $0.hasPrefix("q") }
            seen += ids
            #expect(html.contains(#"<link rel="prev""#) == (number > 0), "\(page.path)")
            #expect(html.contains(#"<link rel="next""#) == (number < all.count - 1), "\(page.path)")
        }
        #expect(seen == (0..<1_000).map { "q\($0)" }, "in dataset order, each once")
        let second = try theme.render(all[1].template, all[1].context)
        #expect(second.contains(#"<link rel="prev" href="../quotes/index.html">"#))
        #expect(second.contains(#"<link rel="next" href="../quotes/index-3.html">"#))
    }

    @Test("a quote added changes its lists' first and last pages, not the pages between")
    func aQuoteAddedLeavesTheMiddlePages() throws {
        let theme = try theme()
        func pages(_ count: Int) throws -> [String: String] {
            let lists = QuoteListPages(context: PageContext(content: content(quotes: count)))
            var pages: [String: String] = [:]
            for spec in lists.specs() {
                let page = lists.render(spec)
                pages[page.path] = try theme.render(page.template, page.context)
            }
            return pages
        }
        // The 1,001st quote joins every quote's list, two tags' and a speaker's, none of which gains a page.
        let before = try pages(1_000), after = try pages(1_001)
        #expect(Set(before.keys) == Set(after.keys))
        let site = content(quotes: 1_001)
        let joined =
            [site.allQuotes]
            + site.tags.filter { $0.quotes.contains(1_000) }.map { site.pagination(of: $0, in: SitePaths.tags) }
            + site.speakers.filter { $0.quotes.contains(1_000) }.map { site.pagination(of: $0, in: SitePaths.speakers) }
        #expect(joined.count == 4 && joined.allSatisfy { $0.pageCount > 2 })
        let expected =
            Set(joined.flatMap { [$0.path(ofPage: 1), $0.path(ofPage: $0.pageCount)] })
            .union(["tags/index.html", "speakers/index.html"])
        let changed = Set(before.keys.filter { before[$0] != after[$0] })
        #expect(changed == expected, "\(changed.sorted())")
        let middle = try #require(after["quotes/index-2.html"])
        #expect(middle.contains("Quotes 31–60, in the order they were added."))
        #expect(try #require(after["quotes/index.html"]).contains("1,001 quotes, in the order they were added."))
    }

    @Test("a quote added changes the gallery's first and last pages, not the pages between")
    func aQuoteAddedLeavesTheMiddleOfTheGallery() throws {
        let theme = try theme()
        func pages(_ count: Int) throws -> [String] {
            let gallery = GalleryPage(context: PageContext(content: content(quotes: count)))
            return try (1...gallery.pagination.pageCount).map { number in
                try theme.render("gallery", gallery.page(number, of: gallery.pagination, days: [], warnings: [:]))
            }
        }
        // 21 pages of 50 rows either way.
        let before = try pages(1_010), after = try pages(1_011)
        #expect(before.count == 21 && after.count == 21)
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
        #expect(changed == [1, 21])
        #expect(after[0].contains("<p>1,011 cards in 1 size. Review them here before you publish.</p>"))
        #expect(after[1].contains("<p>Review them here before you publish.</p>"))
    }

    @Test("a tag's and a speaker's quotes, paginated too; the speaker index links each")
    func tagAndSpeakerPages() throws {
        let theme = try theme()
        let site = content(quotes: 100, publishing: PublishingSettings(pageSize: 10))
        let lists = QuoteListPages(context: PageContext(content: site))
        let paths = lists.specs().map(\.path)
        #expect(paths.contains("tags/even/index.html") && paths.contains("tags/even/index-5.html"))
        #expect(!paths.contains("tags/even/index-6.html"))
        #expect(paths.contains("speakers/soren-kierkegaard/index-4.html"))
        #expect(paths.contains("tags/index.html") && paths.contains("speakers/index.html"))
        let index = try #require(lists.specs().map(lists.render).first { $0.path == "speakers/index.html" })
        let html = try theme.render(index.template, index.context)
        #expect(html.contains(#"<a href="../speakers/soren-kierkegaard/index.html" dir="auto">Søren Kierkegaard</a>"#))
        #expect(html.contains("34 quotes"))
    }

    @Test("every page of a renamed list leads to the same page of the new one; a list gone nowhere keeps its first")
    func goneListPages() throws {
        let theme = try theme()
        var site = content(quotes: 100, publishing: PublishingSettings(pageSize: 10))
        let day = LocalDate(daysSince1970: 20_789)
        site.published.lists = [
            .init(path: "speakers/ada", name: "Ada", until: day, movedTo: "speakers/ada-lovelace"),
            .init(path: "speakers/ada-lovelace", name: "Ada Lovelace"),
            .init(path: "tags/dropped", name: "dropped", until: day),
        ]
        let pages = GoneListPages(context: PageContext(content: site)).pages()
        // Ada Lovelace has 34 quotes: four pages of ten.
        #expect(
            pages.map(\.path) == [
                "speakers/ada/index.html", "speakers/ada/index-2.html", "speakers/ada/index-3.html",
                "speakers/ada/index-4.html", "tags/dropped/index.html",
            ])
        let html = try pages.map { try theme.render("gone", $0.context) }
        #expect(html[0].contains(#"content="0; url=../../speakers/ada-lovelace/index.html""#))
        #expect(html[3].contains(#"content="0; url=../../speakers/ada-lovelace/index-4.html""#))
        #expect(html[3].contains("<h1>Ada</h1>") && html[3].contains("noindex"))
        #expect(!html[4].contains("http-equiv") && html[4].contains("No quote is listed here any more"))
    }

    @Test("the search index: folded words, pairs for unspaced scripts, prefix shards")
    func searchTokens() {
        #expect(SearchTokenizer.tokens("Éclairs, don’t-stop 2024!") == ["eclairs", "don", "t", "stop", "2024"])
        #expect(SearchTokenizer.tokens("古池や蛙") == ["古池", "池や", "や蛙"])
        #expect(SearchTokenizer.tokens("愛") == ["愛"])
        #expect(SearchTokenizer.tokens("Søren Straße") == ["soren", "strasse"])
        // The ASCII shortcut and the general rules agree.
        #expect(SearchTokenizer.tokens("Don't STOP, 2 go!") == ["don", "t", "stop", "2", "go"])
        #expect(SearchTokenizer.tokens("Don't STOP, 2 go! é").dropLast() == ["don", "t", "stop", "2", "go"])
        // Every ASCII character, in many orders: the shortcut gives what the general rules give
        // (a trailing "é" sends the same text down the general path).
        var generator = SplitMix64(seed: 29)
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for length in [0, 1, 2, 5, 40, 300] {
            for _ in 0..<40 {
                let text = String((0..<length).map { _ in ascii.randomElement(using: &generator)! })
                let general = SearchTokenizer.tokens(text + " é").dropLast()
                #expect(SearchTokenizer.tokens(text) == Array(general), "\(text)")
            }
        }
        #expect(SearchTokenizer.shardKey("franklin") == "fra")
        #expect(SearchTokenizer.shardKey("to") == "to")
        #expect(SearchTokenizer.shardKey("古池") == "古")
        #expect(SearchIndex.shardName("fra") == "667261")
    }

    @Test("the search index: one shard per key, gaps between document numbers, documents in chunks")
    func searchIndex() {
        func document(_ number: Int) -> SearchIndex.Document {
            .init(path: "quotes/q\(number)/index.html", text: "Text \(number)", speaker: "S", language: "en")
        }
        let index = SearchIndex(
            quotes: (0..<40).map { number in
                (document(number), [number % 10 == 0 ? "franklin said" : "frank words", "Ada"])
            })
        let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.text()) })
        let shard = files["search/t/667261.js"] ?? ""
        #expect(shard.hasPrefix(#"draperSearch.shard("667261","#))
        #expect(shard.contains(#""franklin":[0,10,10,10]"#))
        #expect(shard.contains(#""frank":[1,1,1,1,1,1,1,1,1,2"#))
        #expect(files["search/d/0.js"]?.contains(#"["quotes/q0/index.html","Text 0","S","en"]"#) == true)
        #expect(files["search/d/2.js"] != nil && files["search/d/3.js"] == nil, "40 documents, 16 a chunk")
        #expect(files["search/meta.js"]?.contains(#""documents":40"#) == true)
    }

    @Test("the search index: numbered as asked, with holes; by position if the numbers cannot serve")
    func searchIndexNumbers() {
        func document(_ number: Int) -> SearchIndex.Document {
            .init(path: "quotes/q\(number)/index.html", text: "Text \(number)", speaker: "S", language: "en")
        }
        let quotes = (0..<5).map { (document($0), ["frank words"]) }
        // Chunk 0 starts with a hole, chunk 1 holds only holes, chunk 2 one quote after three.
        let holes = Dictionary(
            uniqueKeysWithValues: SearchIndex(quotes: quotes, numbers: [1, 2, 3, 4, 35]).files().map {
                ($0.path, $0.text())
            })
        #expect(holes["search/t/667261.js"]?.contains(#""frank":[1,1,1,1,31]"#) == true)
        #expect(holes["search/d/0.js"]?.hasPrefix(#"draperSearch.chunk(0,[null,["quotes/q0/index.html""#) == true)
        #expect(holes["search/d/1.js"] == nil, "a chunk of holes is written")
        #expect(holes["search/d/2.js"]?.hasPrefix(#"draperSearch.chunk(2,[null,null,null,["quotes/q4/"#) == true)
        #expect(holes["search/meta.js"]?.contains(#""documents":5"#) == true)
        // Not ascending, too few, or more than three holes a quote: by position.
        for numbers in [[2, 1, 3, 4, 5], [0, 1], [0, 1, 2, 3, 5 * 4 + SearchIndex.chunkSize]] {
            let files = SearchIndex(quotes: quotes, numbers: numbers).files()
            let shard = files.first { $0.path == "search/t/667261.js" }?.text() ?? ""
            #expect(shard.contains(#""frank":[0,1,1,1,1]"#), "numbers \(numbers): \(shard)")
        }
    }

    @Test("the search index: a file's key changes with its text, and only then; an edit touches a few files")
    func searchFileKeysFollowTheirText() {
        func index(_ quotes: [(SearchIndex.Document, [String])]) -> [String: (key: String, text: String)] {
            Dictionary(
                uniqueKeysWithValues: SearchIndex(quotes: quotes).files(version: "v").map {
                    ($0.path, ($0.key, $0.text()))
                })
        }
        let quotes = (0..<200).map { number in
            (
                SearchIndex.Document(
                    path: "quotes/q\(number)/index.html", text: "Quote \(number) about frank words", speaker: "Ada",
                    language: "en"),
                ["Quote \(number) about \(number % 3 == 0 ? "franklin" : "frank") words", "Ada", "tag\(number % 5)"]
            )
        }
        var edits: [(String, [(SearchIndex.Document, [String])])] = []
        func edit(_ name: String, _ change: (inout [(SearchIndex.Document, [String])]) -> Void) {
            var edited = quotes
            change(&edited)
            edits.append((name, edited))
        }
        edit("a word") { $0[7].1[0] += " zebra" }
        edit("a word moved to another document") {
            $0[7].1[0] = "other"; $0[8].1[0] += " quote 7"
        }
        edit("a shown text") { $0[20].0.text += "!" }
        edit("a speaker") { $0[20].0.speaker = "Grace" }
        edit("a language") { $0[20].0.language = "fr" }
        edit("a path") { $0[20].0.path = "quotes/moved/index.html" }
        edit("a document added") { $0.append($0[0]) }
        edit("a document removed") { $0.removeLast() }
        edit("two documents swapped") { $0.swapAt(1, 2) }
        let original = index(quotes)
        for (name, edited) in edits {
            let after = index(edited)
            var changed = 0
            for (path, file) in after {
                guard let before = original[path] else { continue }
                if file.key == before.key {
                    #expect(file.text == before.text, "\(name): \(path) kept its key but not its text")
                } else {
                    changed += 1
                }
                if file.text != before.text { #expect(file.key != before.key) }
            }
            #expect(changed > 0 || after.keys.count != original.keys.count, "\(name) changed nothing")
            #expect(changed < 10, "\(name): \(changed) of \(after.count) files made again")
        }
        #expect(index(quotes).mapValues(\.key) == original.mapValues(\.key), "keys differ from run to run")
    }

    @Test("quotes.json: bounded files in the data's order, each naming the next; an edit rewrites only its file")
    func quoteFilesAreBounded() throws {
        func files(_ site: SiteContent) throws -> [String: [String: Any]] {
            var files: [String: [String: Any]] = [:]
            for (path, text) in Self.quoteFiles(site) {
                files[path] = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            }
            return files
        }
        func ids(_ file: [String: Any]?) -> [String] {
            ((file?["quotes"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        }
        let site = content(quotes: 2 * JSONAPI.quotesPerFile + 100)
        let before = try files(site)
        #expect(before.keys.sorted() == ["quotes.json", "quotes/quotes-2.json", "quotes/quotes-3.json"])
        let first = before["quotes.json"], second = before["quotes/quotes-2.json"],
            last = before["quotes/quotes-3.json"]
        #expect(ids(first) + ids(second) + ids(last) == site.quotes.map(\.quote.id))
        #expect(ids(last).count == 100)
        #expect(first?["count"] as? Int == site.quotes.count && first?["files"] as? Int == 3)
        #expect(first?["version"] as? Int == 2 && second?["version"] as? Int == 2)
        #expect(first?["next"] as? String == "https://scale.example/quotes/quotes-2.json")
        #expect(second?["next"] as? String == "https://scale.example/quotes/quotes-3.json")
        #expect(second?["file"] as? Int == 2 && last?["next"] == nil)
        #expect(first?["generated"] != nil && second?["generated"] == nil && second?["quoteOfTheDay"] == nil)

        let texts = { (site: SiteContent) in Dictionary(uniqueKeysWithValues: Self.quoteFiles(site)) }
        // A later clock moves only the first file; an edit of a quote in the last, only the last.
        var later = site
        later.now = site.now.addingTimeInterval(86_400 * 3)
        var edited = site
        edited.editQuote(2 * JSONAPI.quotesPerFile + 7) { quote in quote.text += " Edited." }
        let (original, afterClock, afterEdit) = (texts(site), texts(later), texts(edited))
        #expect(afterClock["quotes.json"] != original["quotes.json"])
        #expect(afterClock["quotes/quotes-2.json"] == original["quotes/quotes-2.json"])
        #expect(afterClock["quotes/quotes-3.json"] == original["quotes/quotes-3.json"])
        #expect(afterEdit["quotes.json"] == original["quotes.json"])
        #expect(afterEdit["quotes/quotes-2.json"] == original["quotes/quotes-2.json"])
        #expect(afterEdit["quotes/quotes-3.json"] != original["quotes/quotes-3.json"])

        // A small site has one file, as before the split.
        #expect(try files(content(quotes: 3)).keys.sorted() == ["quotes.json"])
        #expect(try files(content(quotes: 0))["quotes.json"]?["count"] as? Int == 0)
    }

    @Test("quotes.json: files the site published before it had fewer quotes stay, with none, naming no next")
    func quoteFilesPastTheEnd() throws {
        var site = content(quotes: 100)
        site.published.recordListPages([PublishedRecord.apiListPath: 3])
        let api = JSONAPI(content: site)
        #expect(api.quoteFileCount == 1 && api.publishedFileCount == 3)
        let first = try #require(
            JSONSerialization.jsonObject(with: Data(api.quoteFile(1).utf8)) as? [String: Any])
        #expect(first["files"] as? Int == 1 && first["next"] == nil && (first["quotes"] as? [Any])?.count == 100)
        for number in 2...3 {
            let file = try #require(
                JSONSerialization.jsonObject(with: Data(api.quoteFile(number).utf8)) as? [String: Any])
            #expect(file["file"] as? Int == number && file["next"] == nil, "file \(number)")
            #expect((file["quotes"] as? [Any])?.isEmpty == true, "file \(number)")
            // Its key does not move with the site's clock or the quotes of other files.
            var later = site
            later.now += 86_400
            #expect(JSONAPI(content: later).quoteFileKey(number) == api.quoteFileKey(number))
        }
        // Without a record of more files, only the site's own.
        #expect(JSONAPI(content: content(quotes: 100)).publishedFileCount == 1)
    }

    @Test("quotes.json: a file's key changes with its text, and only then, for each input it shows")
    func quoteFileKeysFollowTheirText() throws {
        func files(_ site: SiteContent) -> [String: (key: String, text: String)] {
            let api = JSONAPI(content: site)
            return Dictionary(
                uniqueKeysWithValues: (1...api.quoteFileCount).map {
                    (JSONAPI.quotesFile($0), (api.quoteFileKey($0), api.quoteFile($0)))
                })
        }
        let site = content(quotes: 2 * JSONAPI.quotesPerFile + 100)
        let last = 2 * JSONAPI.quotesPerFile + 7
        var edits: [(String, SiteContent)] = []
        func edit(_ name: String, _ change: (inout SiteContent) -> Void) {
            var edited = site
            change(&edited)
            edits.append((name, edited))
        }
        edit("nothing") { _ in }
        edit("the clock") { $0.now += 3 * 86_400 }
        edit("a quote's text") { $0.editQuote(last) { quote in quote.text += " Edited." } }
        edit("a quote's speaker") { $0.editQuote(last) { quote in quote.speaker = "Grace Hopper" } }
        edit("a tag added") { $0.editQuote(last) { quote in quote.tags.append("new") } }
        edit("a tag renamed") { $0.editQuote(last) { quote in quote.tags[0] = "play" } }
        edit("tags reordered") { $0.editQuote(last - 1) { quote in quote.tags.reverse() } }
        edit("a source") { $0.editQuote(last) { quote in quote.source = "Notes" } }
        edit("a credit") { $0.editQuote(last) { quote in quote.credit = "Photo: A. Person" } }
        edit("alt text") { $0.editQuote(last) { quote in quote.alt = "∅" } }
        edit("a language") { $0.editQuote(last) { quote in quote.language = LanguageTag("fr") } }
        edit("a card's version") { site in
            site.editCards(last) { cards in cards.files["og"]?[.jpg]?.version = "0123abcd" }
        }
        edit("a card's size") { site in
            site.editCards(last) { cards in cards.files["og"]?[.jpg]?.width = 1080 }
        }
        edit("a card's type") { site in
            site.editCards(last) { cards in cards.files["og"]?[.jpg]?.mediaType = "image/png" }
        }
        edit("a display file") { site in
            site.editCards(last) { cards in cards.display["og"]?[.avif]?.removeLast() }
        }
        edit("an email card") { $0.editCards(7) { cards in cards.email = cards.files["og"]?[.jpg] } }
        edit("the base URL") { $0.paths = SitePaths(baseURL: URL(string: "https://moved.example/")) }
        edit("no base URL") { $0.paths = SitePaths(baseURL: nil) }
        edit("a quote removed") { $0.quotes.removeLast() }
        edit("quotes swapped") { $0.quotes.swapAt(3, 4) }
        edit("a new file") { site in
            site.quotes += site.quotes.prefix(JSONAPI.quotesPerFile - 99).map { item in
                var quote = item.quote
                quote.id += "b"
                return SiteContent.QuoteItem(quote: quote, cards: item.cards, backdrop: item.backdrop)
            }
        }

        let original = files(site)
        var changedTexts = 0
        for (name, edited) in edits {
            let after = files(edited)
            for (path, file) in after {
                guard let before = original[path] else { continue }
                // Equal keys must mean equal text, or a rebuild would keep a stale file.
                if file.key == before.key {
                    #expect(file.text == before.text, "\(name): \(path) kept its key but not its text")
                } else {
                    #expect(file.text != before.text, "\(name): \(path) was made again for nothing")
                }
                if file.text != before.text { changedTexts += 1 }
            }
        }
        #expect(changedTexts >= edits.count - 1, "every edit but none changes some file")
        // An edit in the last file leaves the others' keys alone: they are not made again.
        let edited = try #require(edits.first { $0.0 == "a quote's text" }?.1)
        #expect(files(edited)["quotes/quotes-2.json"]?.key == original["quotes/quotes-2.json"]?.key)
        #expect(files(edited)["quotes.json"]?.key == original["quotes.json"]?.key)
    }

    @Test(
        "one list of pages: a path each, every template one the theme must have, noindex as each page says it",
        arguments: [RevealMode.client, .all])
    func pageList(reveal: RevealMode) throws {
        let theme = try theme()
        var site = content(quotes: 70)
        site.reveal = reveal
        let pages = SitePages(context: PageContext(content: site), theme: theme)
        let specs = try pages.all()
        #expect(Set(specs.map(\.path)).count == specs.count, "a path is written twice")
        #expect(specs.count > 70 + 3, "quotes, lists, home, search, follow, 404")
        let required = Set(SitePages.requiredTemplates)
        for spec in specs {
            #expect(required.contains(spec.template), "\(spec.path): \(spec.template) is not required of a theme")
            let html = try theme.render(spec.template, spec.view())
            let saysNoindex = html.contains(#"<meta name="robots" content="noindex">"#)
            #expect(
                saysNoindex == !site.indexes(pageSayingNoindex: spec.noindex),
                "\(spec.path): the page and its spec disagree on noindex")
        }
        let indexed = try pages.indexedPaths()
        #expect(indexed == (reveal == .all ? [] : specs.filter { !$0.noindex }.map(\.path)))
        #expect(try pages.precachedPaths() == (reveal == .all ? ["index.html"] : ["index.html", "offline.html"]))
    }
}

extension SiteContent {
    /// The site with quote `index` changed: items are shared, so one is replaced, never changed in place.
    fileprivate mutating func editQuote(_ index: Int, _ change: (inout Quote) -> Void) {
        var quote = quotes[index].quote
        change(&quote)
        quotes[index] = QuoteItem(quote: quote, cards: quotes[index].cards, backdrop: quotes[index].backdrop)
    }

    fileprivate mutating func editCards(_ index: Int, _ change: (inout CardSet) -> Void) {
        var cards = quotes[index].cards
        change(&cards)
        quotes[index] = QuoteItem(quote: quotes[index].quote, cards: cards, backdrop: quotes[index].backdrop)
    }
}
