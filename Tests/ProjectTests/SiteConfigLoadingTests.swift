import Diagnostics
import Foundation
import Project
import Testing
import Typesetting

@Suite struct SiteConfigLoadingTests {
    static let cases: [LoaderCase] = [
        LoaderCase(
            "missing site.json",
            files: ["data/quotes.json": ProjectFixture.minimalQuotes],
            expected: [
                "site.json: error: no site.json found; is this a Draper project? ('draper new DIR' creates one)"
            ],
            defaults: false
        ),
        LoaderCase(
            "syntax error",
            files: ["site.json": "{ title: 'x',\n  baseURL: 'https://e.org/'\n  author: 'A' }"],
            expected: ["site.json:3:3: error: unexpected 'a'; expected ',' or '}'"]
        ),
        LoaderCase(
            "root is not an object",
            files: ["site.json": "// settings\n['Draper']"],
            expected: ["site.json:2:1: error: the file must contain an object with the site's settings"]
        ),
        LoaderCase(
            "missing title",
            files: ["site.json": "{ baseURL: 'https://e.org/' }"],
            expected: ["site.json:1:1: error: missing required key 'title'"]
        ),
        LoaderCase(
            "unknown keys, nested too",
            files: [
                "site.json": """
                {
                  title: 'x',
                  baseURL: 'https://e.org/',
                  timzone: 'UTC',
                  cards: { fonts: 'Inter', colour: 'red' },
                  notifications: { daily: { enable: false } },
                }
                """
            ],
            expected: [
                "site.json:4:3: error: 'timzone': unknown key; did you mean 'timezone'?",
                "site.json:5:12: error: 'cards.fonts': unknown key; did you mean 'cards.font'?",
                "site.json:5:28: error: 'cards.colour': unknown key",
                "site.json:6:29: error: 'notifications.daily.enable': unknown key; did you mean 'notifications.daily.enabled'?",
            ]
        ),
        LoaderCase(
            "baseURL without scheme",
            files: ["site.json": "{ title: 'x', baseURL: 'draper.example' }"],
            expected: ["site.json:1:24: error: 'baseURL' must be an absolute http or https URL, not 'draper.example'"]
        ),
        LoaderCase(
            "baseURL with another scheme",
            files: ["site.json": "{ title: 'x', baseURL: 'ftp://draper.example/' }"],
            expected: [
                "site.json:1:24: error: 'baseURL' must be an absolute http or https URL, not 'ftp://draper.example/'"
            ]
        ),
        LoaderCase(
            "baseURL with a query",
            files: ["site.json": "{ title: 'x', baseURL: 'https://draper.example/?page=1' }"],
            expected: [
                "site.json:1:24: error: 'baseURL' has a query ('?page=1'); the site's address cannot: every page's address is made by adding to it"
            ]
        ),
        LoaderCase(
            "baseURL with a fragment",
            files: ["site.json": "{ title: 'x', baseURL: 'https://draper.example/#top' }"],
            expected: [
                "site.json:1:24: error: 'baseURL' has a fragment ('#top'); the site's address cannot: every page's address is made by adding to it"
            ]
        ),
        LoaderCase(
            "baseURL with a user name and password, which every page would publish",
            files: ["site.json": "{ title: 'x', baseURL: 'https://user:secret@draper.example/' }"],
            expected: [
                "site.json:1:24: error: 'baseURL' holds a user name or password before '@'; every page, feed and card link would publish it"
            ]
        ),
        LoaderCase(
            "baseURL with a broken percent escape",
            files: ["site.json": "{ title: 'x', baseURL: 'https://draper.example/%zz/' }"],
            expected: [
                "site.json:1:24: error: 'baseURL' must be an absolute http or https URL, not 'https://draper.example/%zz/'"
            ]
        ),
        LoaderCase(
            "no baseURL warns once",
            files: ["site.json": "{ title: 'x' }"],
            expected: [
                "site.json:1:1: warning: no 'baseURL' set; feeds, sitemaps and share-card links that need absolute URLs are left out"
            ]
        ),
        LoaderCase(
            "display formats alone warn that previews need a JPEG",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', cards: { formats: ['webp', 'avif'] } }"],
            expected: [
                "site.json:1:60: warning: 'cards.formats' has no jpg, png or png8, which link previews, sharing and email need; the site gets JPEG cards as well (add \"jpg\" to say so)"
            ]
        ),
        LoaderCase(
            "unknown time zone with suggestion",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', timezone: 'Europe/Berln' }"],
            expected: [
                "site.json:1:51: error: 'timezone': unknown time zone 'Europe/Berln'; did you mean 'Europe/Berlin'?"
            ]
        ),
        LoaderCase(
            "local is not a site time zone",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', timezone: 'local' }"],
            expected: [
                "site.json:1:51: error: 'timezone': unknown time zone 'local'; use an IANA name such as 'Europe/Berlin'"
            ]
        ),
        LoaderCase(
            "language tag with underscore",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', language: 'en_US' }"],
            expected: [
                "site.json:1:51: error: 'language' is not a valid BCP 47 language tag: 'en_US' (use '-' between subtags, as in 'en-US')"
            ]
        ),
        LoaderCase(
            "reveal choice",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', reveal: 'clients' }"],
            expected: [
                "site.json:1:49: error: 'reveal' must be one of client, build, all, not 'clients'; did you mean 'client'?"
            ]
        ),
        LoaderCase(
            "card values",
            files: [
                "site.json": """
                {
                  title: 'x', baseURL: 'https://e.org',
                  cards: {
                    overlay: 1.5,
                    pngLevel: 13,
                    jpegQuality: 85.5,
                    smartQuotes: 'yes',
                    sizes: ['og', '10x10', 'og', 'huge', '1200x800'],
                    formats: ['jpeg', 12],
                    alignment: 'centre',
                    fallbackFonts: [],
                    margin: -0.1,
                  },
                }
                """
            ],
            expected: [
                "site.json:4:14: error: 'cards.overlay' must be from 0 to 1, not 1.5",
                "site.json:5:15: error: 'cards.pngLevel' must be from 1 to 12, not 13",
                "site.json:6:18: error: 'cards.jpegQuality' must be a whole number, not 85.5",
                "site.json:7:18: error: 'cards.smartQuotes' must be true or false, not a string",
                "site.json:8:19: error: '10x10' is not a card size; use og, square, portrait, story or WIDTHxHEIGHT such as 1200x800",
                "site.json:8:28: error: 'cards.sizes' lists 'og' more than once",
                "site.json:8:34: error: 'huge' is not a card size; use og, square, portrait, story or WIDTHxHEIGHT such as 1200x800",
                "site.json:9:15: error: 'cards.formats' must be one of png, png8, jpg, webp, avif, not 'jpeg'; did you mean 'jpg'?",
                "site.json:9:23: error: 'cards.formats' must be an array of strings, not a number",
                "site.json:10:16: error: 'cards.alignment' must be one of left, center, right, start, end, natural, not 'centre'; did you mean 'center'?",
                "site.json:12:13: error: 'cards.margin' must be from 0 to 0.4, not -0.1",
            ]
        ),
        LoaderCase(
            "empty fallback fonts are fine, an empty size list is not",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', cards: { fallbackFonts: [], sizes: [] } }"],
            expected: ["site.json:1:76: error: 'cards.sizes' is empty"]
        ),
        LoaderCase(
            "notifications",
            files: [
                "site.json": """
                { title: 'x', baseURL: 'https://e.org',
                  notifications: { weekly: { weekday: 'Monday', time: '9am' }, daily: 'yes' } }
                """
            ],
            expected: [
                "site.json:2:39: error: 'notifications.weekly.weekday' must be one of monday, tuesday, wednesday, thursday, friday, saturday, sunday, not 'Monday'; did you mean 'monday'?",
                "site.json:2:55: error: 'notifications.weekly.time' must be a 24-hour time written HH:MM, not '9am'",
                "site.json:2:71: error: 'notifications.daily' must be an object, not a string",
            ]
        ),
        LoaderCase(
            "email",
            files: [
                "site.json": """
                { title: 'x', baseURL: 'https://e.org',
                  email: { from: 'not an address', to: ['a@b.org', 'bad@'], format: 'webp', maxImageBytes: 10 } }
                """
            ],
            expected: [
                "site.json:2:18: error: 'email.from' is not an email address: 'not an address'",
                "site.json:2:52: error: 'email.to' is not an email address: 'bad@'",
                "site.json:2:69: error: 'email.format' must be one of jpg, png, png8, not 'webp'",
                "site.json:2:92: error: 'email.maxImageBytes' must be from 1000 to 25000000, not 10",
            ]
        ),
        LoaderCase(
            "email.unsubscribe: mailto: and https: URLs that a header holds as written",
            files: [
                "site.json": """
                { title: 'x', baseURL: 'https://e.org', email: { from: 'a@e.org', to: 'b@e.org', unsubscribe: [
                  'http://e.org/u', 'mailto:nobody', 'mailto:x@e.org,y@e.org', 'https://e.org/u?a=1,2',
                  'https://e.org/ü', 'https://e.org/u Bcc:x@evil.example', 'https://e.org/u?n={name}',
                  'https://e.org/u?%zz', 'https:///u', 'https://e.org/u?a={address}', 'https://e.org/u?a={address}',
                ] } }
                """
            ],
            expected: [
                "site.json:2:3: error: 'email.unsubscribe' cannot be 'http://e.org/u': it must be an https: URL, which one-click unsubscribing needs (RFC 8058), or a mailto: URL",
                "site.json:2:21: error: 'email.unsubscribe' cannot be 'mailto:nobody': a mailto: URL names one address, such as mailto:leave@example.org?subject=unsubscribe",
                "site.json:2:38: error: 'email.unsubscribe' cannot be 'mailto:x@e.org,y@e.org': write ',' as %2C: commas separate the URLs of List-Unsubscribe",
                "site.json:2:64: error: 'email.unsubscribe' cannot be 'https://e.org/u?a=1,2': write ',' as %2C: commas separate the URLs of List-Unsubscribe",
                "site.json:3:3: error: 'email.unsubscribe' cannot be 'https://e.org/ü': write 'ü' percent-encoded (%XX for each byte of its UTF-8): a mail header holds printable ASCII only",
                "site.json:3:22: error: 'email.unsubscribe' cannot be 'https://e.org/u Bcc:x@evil.example': write ' ' percent-encoded (%XX for each byte of its UTF-8): a mail header holds printable ASCII only",
                "site.json:3:60: error: 'email.unsubscribe' cannot be 'https://e.org/u?n={name}': the one placeholder is {address}, the reader's address",
                "site.json:4:3: error: 'email.unsubscribe' cannot be 'https://e.org/u?%zz': '%' starts a percent-encoding, two hex digits such as %40",
                "site.json:4:26: error: 'email.unsubscribe' cannot be 'https:///u': an https: URL needs a host",
                "site.json:4:71: error: 'email.unsubscribe' lists 'https://e.org/u?a={address}' more than once",
            ]
        ),
        LoaderCase(
            "shortName: the home screen's name, set or not at all, of at most 12 characters",
            files: [
                "site.json": """
                { title: 'x', baseURL: 'https://e.org',
                  shortName: '' }
                """
            ],
            expected: ["site.json:2:14: error: 'shortName' is empty; leave it out to take the title's first words"]
        ),
        LoaderCase(
            "shortName longer than a home screen shows",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', shortName: 'Adventskalender' }"],
            expected: [
                "site.json:1:52: error: 'shortName' is 'Adventskalender', 15 characters; a home screen shows 12 before it cuts a name"
            ]
        ),
        LoaderCase(
            "shortName of twelve characters, emoji counted as one",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', shortName: 'Zitat 👨‍👩‍👧 2026' }"],
            expected: []
        ),
        LoaderCase(
            "email needs from and to",
            files: ["site.json": "{ title: 'x', baseURL: 'https://e.org', email: {} }"],
            expected: [
                "site.json:1:48: error: missing required key 'email.from'",
                "site.json:1:48: error: missing required key 'email.to'",
            ]
        ),
    ]

    @Test(arguments: cases)
    func reports(_ loaderCase: LoaderCase) throws {
        try loaderCase.check()
    }

    @Test func appliesDefaults() throws {
        let fixture = try ProjectFixture(files: [
            "site.json": "{ title: 'Only a title', baseURL: 'https://e.org/blog' }"
        ])
        let project = try #require(fixture.load().project)
        let config = project.config
        #expect(config.baseURL?.absoluteString == "https://e.org/blog/")
        #expect(config.description == "")
        #expect(config.language.rawValue == "en")
        #expect(config.author == nil)
        #expect(config.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(config.reveal == .client)
        #expect(config.cards == CardSettings())
        // A site's lean defaults: og cards, AVIF for the pages, JPEG to preview and share.
        #expect(config.cards.sizes.map(\.description) == ["og"])
        #expect(config.cards.formats == [.avif, .jpg])
        #expect(config.cards.jpegQuality == 80 && config.cards.avifQuality == 50)
        #expect(config.cards.overlay == 0.55)
        #expect(
            config.cards.fallbackFonts == [
                "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold", "Noto Sans Hebrew Bold",
                "Noto Color Emoji", "Symbola",
            ])
        #expect(config.notifications.daily.time.description == "09:00")
        #expect(config.notifications.weekly.weekday == .monday)
        #expect(config.email == nil)
    }

    @Test func readsEveryKey() throws {
        let site = """
            {
              title: "Draper", description: "Quotes", baseURL: "http://draper.example",
              language: "de-CH", author: "Ann", timezone: "Europe/Berlin", reveal: "build",
              cards: {
                sizes: ["portrait", "1200x800"], formats: ["webp", "jpg"], overlay: 0, minimumContrast: 7,
                font: "Inter", fallbackFonts: ["Symbola"], speakerFont: "Inter Italic", margin: 0.1,
                lineHeight: 1.3, alignment: "natural", smartQuotes: false, shadow: false,
                pngLevel: 12, jpegQuality: 90, webpQuality: 75, avifQuality: 60,
              },
              notifications: { daily: { enabled: false, time: "07:15" }, weekly: { time: "18:00", weekday: "friday" } },
              email: {
                from: "Draper <q@draper.example>", to: "me@example.org", subject: "Today", maxImageBytes: 100000, format: "png",
                unsubscribe: ["mailto:leave@draper.example?subject=unsubscribe", "https://draper.example/u?who={address}"],
              },
            }
            """
        let fixture = try ProjectFixture(files: ["site.json": site])
        let config = try #require(fixture.load().project).config
        #expect(config.baseURL?.absoluteString == "http://draper.example/")
        #expect(config.language.rawValue == "de-CH")
        #expect(config.timeZone.identifier == "Europe/Berlin")
        #expect(config.reveal == .build)
        let expectedCards = CardSettings(
            sizes: [.portrait, CardSize(name: "1200x800", width: 1200, height: 800)],
            formats: [.webp, .jpg],
            overlay: 0,
            minimumContrast: 7,
            font: "Inter",
            fallbackFonts: ["Symbola"],
            speakerFont: "Inter Italic",
            margin: 0.1,
            lineHeight: 1.3,
            alignment: .natural,
            smartQuotes: false,
            shadow: false,
            pngLevel: 12,
            jpegQuality: 90,
            webpQuality: 75,
            avifQuality: 60
        )
        #expect(config.cards == expectedCards)
        #expect(config.notifications.daily == DailyNotification(enabled: false, time: try #require(LocalTime("07:15"))))
        #expect(config.notifications.weekly.enabled)
        #expect(config.notifications.weekly.weekday == .friday)
        #expect(
            config.email
                == EmailSettings(
                    from: "Draper <q@draper.example>",
                    to: ["me@example.org"],
                    subject: "Today",
                    maxImageBytes: 100_000,
                    format: .png,
                    unsubscribe: [
                        UnsubscribeLink("mailto:leave@draper.example?subject=unsubscribe"),
                        UnsubscribeLink("https://draper.example/u?who={address}"),
                    ].compactMap { $0 }
                )
        )
        #expect(
            config.email?.unsubscribe.map { $0.url(for: "Ann+news@example.org") } == [
                "mailto:leave@draper.example?subject=unsubscribe",
                "https://draper.example/u?who=Ann%2Bnews%40example.org",
            ])
        #expect(config.email?.unsubscribe.map(\.isOneClick) == [false, true])
        #expect(config.location(of: "cards.font").description == "site.json:6:11")
        #expect(config.location(of: "notifications.weekly.weekday").description == "site.json:10:96")
        #expect(config.location(of: "cards.unwritten").description == "site.json:1:1")
    }
}
