import Foundation
import Project
import Testing

/// Data written to cause trouble: invisible control characters smuggled in through
/// escapes, line breaks of every platform, broken encodings, and image paths that try
/// to reach outside the project through a linked folder.
@Suite struct HostileDataTests {
    static let cases: [LoaderCase] = [
        LoaderCase(
            "control characters written as JSON escapes",
            files: [
                "data/quotes.json": #"""
                [
                  { text: 'Bell \u0007 here', speaker: 'Ann' },
                  { text: 'Fine', speaker: 'Null\0byte' },
                  { text: 'Escape \x1b[31m red', speaker: 'Bo', tags: ['ok', 'back\bspace'] },
                  { text: 'C1 \u0085 next line', speaker: 'Cy' },
                  { text: 'Delete \u007f', speaker: 'Di', source: 'Form\ffeed' },
                ]
                """#
            ],
            expected: [
                "data/quotes.json:2:11: error: quotes[0]: 'text' holds the invisible control character U+0007; remove it",
                "data/quotes.json:3:28: error: quotes[1]: 'speaker' holds the invisible control character U+0000; remove it",
                "data/quotes.json:4:11: error: quotes[2]: 'text' holds the invisible control character U+001B; remove it",
                "data/quotes.json:4:62: error: quotes[2]: 'tags' holds the invisible control character U+0008; remove it",
                "data/quotes.json:5:11: error: quotes[3]: 'text' holds the invisible control character U+0085; remove it",
                "data/quotes.json:6:11: error: quotes[4]: 'text' holds the invisible control character U+007F; remove it",
                "data/quotes.json:6:51: error: quotes[4]: 'source' holds the invisible control character U+000C; remove it",
            ]
        ),
        LoaderCase(
            "control characters in the advent calendar and the site configuration",
            files: [
                "site.json": #"{ title: 'Site\u001b', baseURL: 'https://example.org/' }"#,
                "data/advent.json": #"""
                {
                  title: 'Advent', year: 2026, days: 1,
                  entries: [{ day: 1, title: 'One', message: 'Hi\u0000' }],
                }
                """#,
            ],
            expected: [
                "site.json:1:10: error: 'title' holds the invisible control character U+001B; remove it",
                "data/advent.json:3:46: error: entries[0] (day 1): 'message' holds the invisible control character U+0000; remove it",
            ]
        ),
        LoaderCase(
            "a value that shows nothing: zero-width characters, a mark with nothing to sit on, joiners",
            files: [
                "data/quotes.json": #"""
                [
                  { text: '\u200B\u200B', speaker: 'Ann' },
                  { text: '\u0301\u0301\u0301', speaker: 'Bo' },
                  { text: 'Fine', speaker: '\u200D\uFEFF' },
                  { text: 'Also fine \u200B here', speaker: 'Cy', tags: ['\u2060'] },
                  { text: '\u00A0\u3000', speaker: 'Di' },
                ]
                """#
            ],
            expected: [
                "data/quotes.json:2:11: error: quotes[0]: 'text' shows nothing: it holds only invisible characters (U+200B)",
                "data/quotes.json:3:11: error: quotes[1]: 'text' shows nothing: it holds only invisible characters (U+0301)",
                "data/quotes.json:4:28: error: quotes[2]: 'speaker' shows nothing: it holds only invisible characters (U+200D)",
                "data/quotes.json:5:58: error: quotes[3]: 'tags' shows nothing: it holds only invisible characters (U+2060)",
                "data/quotes.json:6:11: error: quotes[4]: 'text' is empty",
            ]
        ),
        LoaderCase(
            "a raw control character in a CSV cell",
            files: ["data/quotes.csv": "text,speaker\n\"Bell \u{07} here\",Ann\nOK,\u{1B}Bo\n"],
            expected: [
                "data/quotes.csv:2:7: error: control character U+0007 is not allowed here",
                "data/quotes.csv:3:4: error: control character U+001B is not allowed here",
            ]
        ),
    ]

    @Test(arguments: cases)
    func diagnostics(_ loaderCase: LoaderCase) throws {
        try loaderCase.check()
    }

    @Test("invalid UTF-8 bytes in a CSV are an error at their line and column")
    func invalidUTF8InCSV() throws {
        let fixture = try ProjectFixture()
        try fixture.write(
            Data("text,speaker\nHello,Ann\nBonjour,Ren".utf8) + Data([0xE9, 0x0A]), to: "data/quotes.csv")
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("data/quotes.json"))
        #expect(
            fixture.diagnostics == [
                "data/quotes.csv:3:12: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"
            ])
    }

    @Test("CRLF and lone CR line breaks, escaped or raw, become LF; tabs stay")
    func lineBreaksAreNormalised() throws {
        let json = try ProjectFixture(files: [
            "data/quotes.json": #"[{ id: 'a', text: 'One\r\nTwo\rThree\nFour\tFive', speaker: 'Ann' }]"#
        ])
        let jsonQuote = try #require(json.load().project?.quotes.first)
        #expect(jsonQuote.text == "One\nTwo\nThree\nFour\tFive")

        let csv = try ProjectFixture(files: ["data/quotes.csv": "id,text,speaker\r\na,\"One\r\nTwo\rThree\",Ann\r\n"])
        let csvQuote = try #require(csv.load().project?.quotes.first)
        #expect(csvQuote.text == "One\nTwo\nThree")
    }

    @Test("an images folder that is a link to a folder outside the project is refused")
    func linkedImagesFolder() throws {
        let outside = try ProjectFixture(files: ["photo.jpg": "not really a photo"], defaults: false)
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": "[{ text: 'A', speaker: 'Ann', image: 'images/photo.jpg' }]"
        ])
        try FileManager.default.createSymbolicLink(
            at: fixture.root.appendingPathComponent("images"), withDestinationURL: outside.root)
        #expect(
            fixture.diagnostics == [
                "data/quotes.json:1:38: error: quotes[0]: image 'images/photo.jpg' is a symbolic link to a file outside the project folder"
            ])
    }

    @Test("a '\\' is a '/' to every path rule: it cannot climb out, be absolute or leave images/")
    func backslashesCannotEscape() throws {
        let outside = try ProjectFixture(files: ["photo.jpg": "x"], defaults: false)
        let fixture = try ProjectFixture(files: [
            "data/quotes.csv": #"""
            text,speaker,image
            A,Ann,..\..\photo.jpg
            B,Ann,images\..\..\photo.jpg
            C,Ann,\etc\passwd
            D,Ann,\\server\share\photo.jpg
            E,Ann,C:\Users\ann\photo.jpg
            F,Ann,images\..\data\photo.jpg
            G,Ann,images\away\photo.jpg
            H,Ann,images/..\..\photo.jpg
            """#
        ])
        try fixture.write("x", to: "data/photo.jpg")
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: fixture.root.appendingPathComponent("images/away"), withDestinationURL: outside.root)
        #expect(
            fixture.diagnostics == [
                #"data/quotes.csv:2:7: error: quotes[0]: image '..\..\photo.jpg' is outside the project folder"#,
                #"data/quotes.csv:3:7: error: quotes[1]: image 'images\..\..\photo.jpg' is outside the project folder"#,
                #"data/quotes.csv:4:7: error: quotes[2]: image '\etc\passwd' is outside the project folder"#,
                #"data/quotes.csv:5:7: error: quotes[3]: image '\\server\share\photo.jpg' is outside the project folder"#,
                #"data/quotes.csv:6:7: error: quotes[4]: image 'C:\Users\ann\photo.jpg' is outside the project folder"#,
                #"data/quotes.csv:7:7: error: quotes[5]: image 'images\..\data\photo.jpg' must be inside the 'images/' folder"#,
                #"data/quotes.csv:8:7: error: quotes[6]: image 'images/away/photo.jpg' is a symbolic link to a file outside the project folder"#,
                #"data/quotes.csv:9:7: error: quotes[7]: image 'images/..\..\photo.jpg' is outside the project folder"#,
            ])
    }

    @Test("a path that climbs out and back in through a linked folder is judged by where it lands")
    func climbingThroughALink() throws {
        let outside = try ProjectFixture(files: ["images/photo.jpg": "x"], defaults: false)
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": "[{ text: 'A', speaker: 'Ann', image: 'images/away/../photo.jpg' }]"
        ])
        try fixture.write("x", to: "images/photo.jpg")
        // `images/away` points outside; `..` is resolved as written, before the link, as the
        // resolver works on the path text, so this is the project's own images/photo.jpg.
        try FileManager.default.createSymbolicLink(
            at: fixture.root.appendingPathComponent("images/away"),
            withDestinationURL: outside.root.appendingPathComponent("images"))
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == [])
        #expect(project?.quotes.first?.image == "images/photo.jpg")
    }
}
