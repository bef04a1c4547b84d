import Foundation
import Syndication
import Testing

@Suite("Atom feeds")
struct AtomFeedTests {
    private func feed(entries: [AtomEntry]) -> AtomFeed {
        AtomFeed(
            id: "https://advent.example/", title: "Advent", updated: TestDates.utc(2026, 12, 5, 8),
            author: AtomPerson(name: "Elf"), feedURL: "https://advent.example/feed.xml",
            siteURL: "https://advent.example/", entries: entries)
    }

    private func entry(
        id: String = "https://advent.example/doors/5/", title: String = "Door 5",
        url: String = "https://advent.example/doors/5/"
    ) -> AtomEntry {
        AtomEntry(id: id, title: title, updated: TestDates.utc(2026, 12, 5, 8), url: url)
    }

    @Test("a feed, byte for byte")
    func literalFeed() throws {
        let feed = AtomFeed(
            id: "https://advent.example/",
            title: "Advent & Co.",
            subtitle: "24 doors, one a day",
            updated: TestDates.utc(2026, 12, 5, 8),
            author: AtomPerson(
                name: "Santa's Elves", email: "elves@advent.example", uri: "https://advent.example/about/"),
            feedURL: "https://advent.example/feed.xml",
            siteURL: "https://advent.example/",
            language: "en",
            generator: AtomGenerator(name: "Draper", uri: "https://draper.example/", version: "1.0"),
            icon: "https://advent.example/icon.png",
            entries: [
                AtomEntry(
                    id: "https://advent.example/doors/5/",
                    title: "Door 5: \"Nikolaus\" <eve>",
                    updated: TestDates.utc(2026, 12, 5, 8, 0, 1),
                    published: TestDates.utc(2026, 12, 5, 8),
                    url: "https://advent.example/doors/5/?a=1&b=2",
                    summary: "Boots out tonight\u{0B} – don't forget!",
                    contentHTML: "<p>Fill the <em>boots</em> &amp; wait.</p>",
                    enclosures: [
                        AtomEnclosure(url: "https://advent.example/cards/5.png", mediaType: "image/png", length: 48213)
                    ],
                    categories: ["Advent", "Door"]
                ),
                AtomEntry(
                    id: "tag:advent.example,2026:door-4",
                    title: "Door 4",
                    updated: TestDates.utc(2026, 12, 4, 8),
                    url: "https://advent.example/doors/4/",
                    author: AtomPerson(name: "Rudolph")
                ),
            ]
        )
        #expect(
            try feed.render() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
                  <id>https://advent.example/</id>
                  <title>Advent &amp; Co.</title>
                  <subtitle>24 doors, one a day</subtitle>
                  <updated>2026-12-05T08:00:00Z</updated>
                  <author>
                    <name>Santa&apos;s Elves</name>
                    <email>elves@advent.example</email>
                    <uri>https://advent.example/about/</uri>
                  </author>
                  <link rel="self" type="application/atom+xml" href="https://advent.example/feed.xml"/>
                  <link rel="alternate" type="text/html" href="https://advent.example/"/>
                  <generator uri="https://draper.example/" version="1.0">Draper</generator>
                  <icon>https://advent.example/icon.png</icon>
                  <entry>
                    <id>https://advent.example/doors/5/</id>
                    <title>Door 5: &quot;Nikolaus&quot; &lt;eve&gt;</title>
                    <updated>2026-12-05T08:00:01Z</updated>
                    <published>2026-12-05T08:00:00Z</published>
                    <link rel="alternate" type="text/html" href="https://advent.example/doors/5/?a=1&amp;b=2"/>
                    <link rel="enclosure" type="image/png" length="48213" href="https://advent.example/cards/5.png"/>
                    <category term="Advent"/>
                    <category term="Door"/>
                    <summary type="text">Boots out tonight – don&apos;t forget!</summary>
                    <content type="html">&lt;p&gt;Fill the &lt;em&gt;boots&lt;/em&gt; &amp;amp; wait.&lt;/p&gt;</content>
                  </entry>
                  <entry>
                    <id>tag:advent.example,2026:door-4</id>
                    <title>Door 4</title>
                    <updated>2026-12-04T08:00:00Z</updated>
                    <author>
                      <name>Rudolph</name>
                    </author>
                    <link rel="alternate" type="text/html" href="https://advent.example/doors/4/"/>
                  </entry>
                </feed>

                """)
    }

    @Test(
        "text escaping and characters XML 1.0 forbids",
        arguments: [
            ("plain", "plain"),
            ("a & b < c > d", "a &amp; b &lt; c &gt; d"),
            ("\"quoted\" 'single'", "&quot;quoted&quot; &apos;single&apos;"),
            ("nul\u{0}bell\u{7}esc\u{1B}gone", "nulbellescgone"),
            ("tab\tand\nnewline kept", "tab\tand\nnewline kept"),
            ("carriage\r\nreturn", "carriage&#xD;\nreturn"),
            ("noncharacters \u{FFFE}\u{FFFF}dropped", "noncharacters dropped"),
            ("Türchen 🎄 and \u{FFFD} kept", "Türchen 🎄 and \u{FFFD} kept"),
            ("]]> is fine escaped", "]]&gt; is fine escaped"),
        ])
    func escaping(input: String, written: String) throws {
        let text = try feed(entries: [entry(title: input)]).render()
        #expect(text.contains("    <title>\(written)</title>\n"))
    }

    @Test("attribute values keep tabs and line breaks as references")
    func attributeEscaping() throws {
        var door = entry()
        door.categories = ["two\nlines\tand \"quotes\""]
        #expect(
            try feed(entries: [door]).render().contains(#"<category term="two&#xA;lines&#x9;and &quot;quotes&quot;"/>"#)
        )
    }

    @Test("entries keep the order given")
    func order() throws {
        let ids = ["https://a.example/3", "https://a.example/1", "https://a.example/2"]
        let text = try feed(entries: ids.map { entry(id: $0) }).render()
        let written = text.components(separatedBy: "\n").filter { $0.hasPrefix("    <id>") }
        #expect(written == ids.map { "    <id>\($0)</id>" })
    }

    @Test(
        "problems name the feed or the entry",
        arguments: [
            (
                AtomEntry(
                    id: "door-5", title: "Door 5", updated: TestDates.utc(2026, 12, 5), url: "https://a.example/5"),
                SyndicationError(.notAbsoluteIRI("door-5"), at: "entry 'door-5'")
            ),
            (
                AtomEntry(
                    id: "https://a.example/5", title: "Door 5", updated: TestDates.utc(2026, 12, 5), url: "/doors/5/"),
                SyndicationError(.notAbsoluteIRI("/doors/5/"), at: "entry 'https://a.example/5'")
            ),
            (
                AtomEntry(
                    id: "https://a.example/5", title: "", updated: TestDates.utc(2026, 12, 5),
                    url: "https://a.example/5"),
                SyndicationError(.empty(field: "the title"), at: "entry 'https://a.example/5'")
            ),
            (
                AtomEntry(
                    id: "https://a.example/5", title: "Door 5", updated: TestDates.utc(10001, 1, 1),
                    url: "https://a.example/5"),
                SyndicationError(.yearOutOfRange(10001), at: "entry 'https://a.example/5'")
            ),
            (
                AtomEntry(
                    id: "https://a.example/5", title: "Door 5", updated: TestDates.utc(2026, 12, 5),
                    url: "https://a.example/5",
                    enclosures: [AtomEnclosure(url: "https://a.example/5.png", mediaType: "image/png", length: -1)]),
                SyndicationError(.negativeLength(-1), at: "entry 'https://a.example/5'")
            ),
            (
                AtomEntry(
                    id: "https://a.example/5", title: "Door 5", updated: TestDates.utc(2026, 12, 5),
                    url: "https://a.example/5 copy"),
                SyndicationError(.notAbsoluteIRI("https://a.example/5 copy"), at: "entry 'https://a.example/5'")
            ),
        ])
    func invalidEntries(entry: AtomEntry, error: SyndicationError) {
        #expect(throws: error) { try feed(entries: [entry]).render() }
    }

    @Test func duplicateEntryIDs() {
        #expect(throws: SyndicationError(.duplicateID("https://a.example/5"), at: "entry 'https://a.example/5'")) {
            try feed(entries: [entry(id: "https://a.example/5"), entry(id: "https://a.example/5")]).render()
        }
    }

    @Test func relativeFeedURL() {
        var feed = feed(entries: [])
        feed.feedURL = "feed.xml"
        #expect(throws: SyndicationError(.notAbsoluteIRI("feed.xml"), at: "feed 'https://advent.example/'")) {
            try feed.render()
        }
    }

    @Test(
        "IRIs: a scheme, then no spaces or delimiters",
        arguments: [
            ("https://a.example/", true), ("tag:a.example,2026:x", true), ("urn:uuid:1234", true), ("mailto:x@y", true),
            ("https://a.example/türchen", true), ("//a.example/", false), ("/doors/5", false), ("a.example", false),
            ("1http://x", false), ("https://a.example/a b", false), ("https://a.example/<x>", false), ("", false),
            (":x", false),
        ])
    func absoluteIRIs(iri: String, accepted: Bool) {
        let feed = AtomFeed(
            id: iri, title: "T", updated: TestDates.utc(2026, 1, 1), author: AtomPerson(name: "A"),
            feedURL: "https://a.example/f", siteURL: "https://a.example/")
        #expect(((try? feed.render()) != nil) == accepted)
    }
}
