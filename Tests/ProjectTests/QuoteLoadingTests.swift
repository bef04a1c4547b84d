import Diagnostics
import Foundation
import Testing

@testable import Project

@Suite struct QuoteLoadingTests {
    static let jsonCases: [LoaderCase] = [
        LoaderCase(
            "no quotes file",
            files: ["site.json": ProjectFixture.minimalSite],
            expected: ["data: error: no quotes found; add data/quotes.json or data/quotes.csv"],
            defaults: false
        ),
        LoaderCase(
            "both quotes files",
            files: ["data/quotes.json": "[]", "data/quotes.csv": "text,speaker\n"],
            expected: ["data/quotes.csv: error: both data/quotes.json and data/quotes.csv exist; keep only one of them"]
        ),
        LoaderCase(
            "root is not an array",
            files: ["data/quotes.json": "{ text: 'Hi', speaker: 'Ann' }"],
            expected: ["data/quotes.json:1:1: error: the file must contain an array of quotes"]
        ),
        LoaderCase(
            "record is not an object",
            files: ["data/quotes.json": "[\n  'Hi',\n]"],
            expected: ["data/quotes.json:2:3: error: 'quotes[0]' must be an object, not a string"]
        ),
        LoaderCase(
            "missing and empty fields",
            files: [
                "data/quotes.json": """
                [
                  { text: '  ', speaker: 'Ann' },
                  { text: 'Hi' },
                  { id: 'q-don-1', speaker: '' },
                ]
                """
            ],
            expected: [
                "data/quotes.json:2:11: error: quotes[0]: 'text' is empty",
                "data/quotes.json:3:3: error: quotes[1]: missing required key 'speaker'",
                "data/quotes.json:4:3: error: quotes[2] (id 'q-don-1'): missing required key 'text'",
                "data/quotes.json:4:29: error: quotes[2] (id 'q-don-1'): 'speaker' is empty",
            ]
        ),
        LoaderCase(
            "a key like a field's is a warning with its suggestion; other keys are the data's own",
            files: ["data/quotes.json": "[\n  { text: 'Hi', speeker: 'Ann', season: 3 },\n]"],
            expected: [
                "data/quotes.json:2:3: error: quotes[0]: missing required key 'speaker'",
                "data/quotes.json:2:17: warning: quotes[0]: 'speeker' is not a key Draper uses (it is kept for designs and templates); did you mean 'speaker'?",
            ]
        ),
        LoaderCase(
            "duplicate explicit ids",
            files: [
                "data/quotes.json": """
                [
                  { id: 'q-don-1', text: 'One.', speaker: 'Don' },
                  { id: 'q-peggy', text: 'Two.', speaker: 'Peggy' },
                  { id: 'q-don-1', text: 'Three.', speaker: 'Don' },
                ]
                """
            ],
            expected: [
                "data/quotes.json:4:9: error: quotes[2] (id 'q-don-1'): duplicate id 'q-don-1'",
                "data/quotes.json:2:9: note: first defined here",
            ]
        ),
        LoaderCase(
            "repeated quote without ids",
            files: [
                "data/quotes.json": "[\n  { text: 'Same.', speaker: 'Ann' },\n  { text: 'Same.', speaker: 'Ann' },\n]"
            ],
            expected: [
                "data/quotes.json:3:3: error: quotes[1]: same speaker and text as quotes[0]; remove one of them or give both an 'id'"
            ]
        ),
        LoaderCase(
            "invalid ids",
            files: [
                "data/quotes.json":
                    "[\n  { id: 'Q Don', text: 'A.', speaker: 'Don' },\n  { id: 7, text: 'B.', speaker: 'Don' },\n]"
            ],
            expected: [
                "data/quotes.json:2:9: error: quotes[0] (id 'Q Don'): 'Q Don' is not a valid id; use lowercase letters, digits and hyphens (it becomes a folder name)",
                "data/quotes.json:3:9: error: quotes[1]: 'id' must be a string, not a number",
            ]
        ),
        LoaderCase(
            "language tag",
            files: ["data/quotes.json": "[{ text: 'Hi', speaker: 'Ann', lang: 'en_GB' }]"],
            expected: [
                "data/quotes.json:1:38: error: quotes[0]: 'lang' is not a valid BCP 47 language tag: 'en_GB' (use '-' between subtags, as in 'en-US')"
            ]
        ),
        LoaderCase(
            "focal points",
            files: [
                "data/quotes.json": """
                [
                  { text: 'A', speaker: 'Ann', focus: '0.5' },
                  { text: 'B', speaker: 'Ann', focus: [0.5, 1.3] },
                  { text: 'C', speaker: 'Ann', focus: { x: 0.5 } },
                  { text: 'D', speaker: 'Ann', focus: true },
                ]
                """
            ],
            expected: [
                "data/quotes.json:2:39: error: quotes[0]: 'focus' must be two numbers from 0 to 1 written \"0.5,0.3\", [0.5, 0.3] or {x: 0.5, y: 0.3}, not '0.5'",
                "data/quotes.json:3:39: error: quotes[1]: 'focus' must be two numbers from 0 to 1 written \"0.5,0.3\", [0.5, 0.3] or {x: 0.5, y: 0.3}, not [0.5, 1.3]",
                "data/quotes.json:4:39: error: quotes[2]: 'focus' must be two numbers from 0 to 1 written \"0.5,0.3\", [0.5, 0.3] or {x: 0.5, y: 0.3}, not an object",
                "data/quotes.json:5:39: error: quotes[3]: 'focus' must be two numbers from 0 to 1 written \"0.5,0.3\", [0.5, 0.3] or {x: 0.5, y: 0.3}, not true",
            ]
        ),
        LoaderCase(
            "tags",
            files: [
                "data/quotes.json":
                    "[\n  { text: 'A', speaker: 'Ann', tags: 'love|life' },\n  { text: 'B', speaker: 'Ann', tags: ['love', 'love', ''] },\n]"
            ],
            expected: [
                "data/quotes.json:2:38: error: quotes[0]: 'tags' must be an array of strings, not a string",
                "data/quotes.json:3:47: error: quotes[1]: 'tags' lists 'love' more than once",
                "data/quotes.json:3:55: error: quotes[1]: 'tags' is empty",
            ]
        ),
        LoaderCase(
            "images",
            files: [
                "data/quotes.json": """
                [
                  { text: 'A', speaker: 'Ann', image: 'images/missing.jpg' },
                  { text: 'B', speaker: 'Ann', image: '../outside.jpg' },
                  { text: 'C', speaker: 'Ann', image: 'images/../../outside.jpg' },
                  { text: 'D', speaker: 'Ann', image: '/etc/hostname' },
                  { text: 'E', speaker: 'Ann', image: 'site.json' },
                  { text: 'F', speaker: 'Ann', image: 'images' },
                ]
                """
            ],
            expected: [
                "data/quotes.json:2:39: error: quotes[0]: image 'images/missing.jpg' does not exist",
                "data/quotes.json:3:39: error: quotes[1]: image '../outside.jpg' is outside the project folder",
                "data/quotes.json:4:39: error: quotes[2]: image 'images/../../outside.jpg' is outside the project folder",
                "data/quotes.json:5:39: error: quotes[3]: image '/etc/hostname' is outside the project folder",
                "data/quotes.json:6:39: error: quotes[4]: image 'site.json' must be inside the 'images/' folder",
                "data/quotes.json:7:39: error: quotes[5]: image 'images' does not exist",
            ]
        ),
    ]

    static let csvCases: [LoaderCase] = [
        LoaderCase(
            "a column like a field's is a warning; the data's own columns are kept; a missing one is an error",
            files: ["data/quotes.csv": "text,speeker,colour\nHi,Ann,red\n"],
            expected: [
                "data/quotes.csv:1:1: error: missing required column 'speaker'",
                "data/quotes.csv:1:6: warning: 'speeker' is not a column Draper uses (it is kept for designs and templates); did you mean 'speaker'?",
            ]
        ),
        LoaderCase(
            "duplicate column",
            files: ["data/quotes.csv": "text,speaker,text\nHi,Ann,Hello\n"],
            expected: ["data/quotes.csv:1:14: error: column 'text' appears more than once"]
        ),
        LoaderCase(
            "wrong number of fields",
            files: ["data/quotes.csv": "text,speaker\r\nHi,Ann\r\n\"Hello, there\",Bob,extra\r\nBye\r\n"],
            expected: [
                "data/quotes.csv:3:1: error: the row has 3 fields but the header has 2",
                "data/quotes.csv:4:1: error: the row has 1 field but the header has 2",
            ]
        ),
        LoaderCase(
            "unterminated quote",
            files: ["data/quotes.csv": "text,speaker\nHi,Ann\n\"Never closed,Bob\nmore\n"],
            expected: ["data/quotes.csv:3:1: error: unterminated quoted field; the closing '\"' is missing"]
        ),
        // Semicolons (Excel in German or French) and tabs are read as the header shows, and
        // headers match whatever their case and spacing.
        LoaderCase("semicolon separated", files: ["data/quotes.csv": "text;speaker\n\"Hi; you\";Ann\n"], expected: []),
        LoaderCase("tab separated", files: ["data/quotes.csv": "Text\t Speaker \nHi, you\tAnn\n"], expected: []),
        LoaderCase(
            "a header in another case still gets its did-you-mean",
            files: ["data/quotes.csv": "TEXT,Speeker\nHi,Ann\n"],
            expected: [
                "data/quotes.csv:1:1: error: missing required column 'speaker'",
                "data/quotes.csv:1:6: warning: 'Speeker' is not a column Draper uses (it is kept for designs and templates); did you mean 'speaker'?",
            ]
        ),
        LoaderCase(
            "empty file",
            files: ["data/quotes.csv": ""],
            expected: ["data/quotes.csv:1:1: error: the file is empty; it needs a header row such as 'text,speaker'"]
        ),
        LoaderCase(
            "semantic errors in cells",
            files: ["data/quotes.csv": "speaker,text,lang,focus,id\nAnn,,en,,\nBob,Hi,en_US,\"0.5, 2\",Bob-1\n"],
            expected: [
                "data/quotes.csv:2:5: error: quotes[0]: 'text' is empty",
                "data/quotes.csv:3:8: error: quotes[1] (id 'Bob-1'): 'lang' is not a valid BCP 47 language tag: 'en_US' (use '-' between subtags, as in 'en-US')",
                "data/quotes.csv:3:14: error: quotes[1] (id 'Bob-1'): 'focus' must be two numbers from 0 to 1 written \"0.5,0.3\", [0.5, 0.3] or {x: 0.5, y: 0.3}, not '0.5, 2'",
                "data/quotes.csv:3:23: error: quotes[1] (id 'Bob-1'): 'Bob-1' is not a valid id; use lowercase letters, digits and hyphens (it becomes a folder name)",
            ]
        ),
        LoaderCase(
            "syntax errors and row errors together",
            files: ["data/quotes.csv": "text,speaker\nA\u{7},Ann\nB,Bob,x\n\"C\"!,Cy\n"],
            expected: [
                "data/quotes.csv:2:2: error: control character U+0007 is not allowed here",
                "data/quotes.csv:3:1: error: the row has 3 fields but the header has 2",
                "data/quotes.csv:4:4: error: text after a closing quote; double the '\"' to keep it in the field",
            ]
        ),
    ]

    @Test(arguments: jsonCases)
    func reportsJSONProblems(_ loaderCase: LoaderCase) throws {
        try loaderCase.check()
    }

    @Test(arguments: csvCases)
    func reportsCSVProblems(_ loaderCase: LoaderCase) throws {
        try loaderCase.check()
    }

    @Test func readsEveryFieldFromJSON() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": """
            [
              {
                id: 'q-1', text: ' Hope is the thing with feathers\\nThat perches in the soul ', speaker: 'Emily Dickinson',
                image: './images/../images/hope.jpg', focus: { x: 0.25, y: 1 }, source: 'Poems (1891)',
                credit: 'Photo: Ann', alt: 'A bird on a branch', lang: 'en-US', tags: ['hope', ' poetry '],
              },
            ]
            """
        ])
        try fixture.addImages("images/hope.jpg")
        let quote = try #require(fixture.load().project?.quotes.first)
        let expected = Quote(
            id: "q-1",
            hasExplicitID: true,
            text: "Hope is the thing with feathers\nThat perches in the soul",
            speaker: "Emily Dickinson",
            image: "images/hope.jpg",
            focus: FocalPoint(x: 0.25, y: 1),
            source: "Poems (1891)",
            credit: "Photo: Ann",
            alt: "A bird on a branch",
            language: LanguageTag("en-US"),
            tags: ["hope", "poetry"],
            index: 0,
            location: SourceLocation(file: "data/quotes.json", line: 2, column: 3),
            fieldLocations: [
                .id: SourceLocation(file: "data/quotes.json", line: 3, column: 9),
                .text: SourceLocation(file: "data/quotes.json", line: 3, column: 22),
                .speaker: SourceLocation(file: "data/quotes.json", line: 3, column: 94),
                .image: SourceLocation(file: "data/quotes.json", line: 4, column: 12),
                .focus: SourceLocation(file: "data/quotes.json", line: 4, column: 50),
                .source: SourceLocation(file: "data/quotes.json", line: 4, column: 77),
                .credit: SourceLocation(file: "data/quotes.json", line: 5, column: 13),
                .alt: SourceLocation(file: "data/quotes.json", line: 5, column: 32),
                .lang: SourceLocation(file: "data/quotes.json", line: 5, column: 60),
                .tags: SourceLocation(file: "data/quotes.json", line: 5, column: 75),
            ]
        )
        #expect(quote == expected)
        #expect(quote.location(of: .image).description == "data/quotes.json:4:12")
    }

    @Test func readsEveryFieldFromCSV() throws {
        let csv =
            "\u{FEFF}text,speaker,image,focus,tags,lang,source,credit,alt,id\r\n"
            + "\"Line one,\r\n\"\"line\"\" two\",Ann,images/a.jpg,\"0.5,0.3\",love | life|,ja,,,,\r\n"
            + "Plain,Bob,,,,,Book (1900),Me,Alt text,bob-plain\r\n"
        let fixture = try ProjectFixture(files: ["data/quotes.csv": csv])
        try fixture.addImages("images/a.jpg")
        let quotes = try #require(fixture.load().project?.quotes)
        #expect(quotes.count == 2)
        #expect(quotes[0].text == "Line one,\n\"line\" two")
        #expect(quotes[0].image == "images/a.jpg")
        #expect(quotes[0].focus == FocalPoint(x: 0.5, y: 0.3))
        #expect(quotes[0].tags == ["love", "life"])
        #expect(quotes[0].language == LanguageTag("ja"))
        #expect(quotes[0].source == nil)
        #expect(quotes[0].location.description == "data/quotes.csv:2:1")
        #expect(quotes[0].location(of: .speaker).description == "data/quotes.csv:3:15")
        #expect(quotes[1].id == "bob-plain")
        #expect(quotes[1].source == "Book (1900)")
        #expect(quotes[1].credit == "Me")
        #expect(quotes[1].alt == "Alt text")
        #expect(quotes[1].location.description == "data/quotes.csv:4:1")
    }

    @Test func derivesStableUniqueIDs() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": """
            [
              { text: "If you don't like what is being said, change the conversation.", speaker: 'Don Draper' },
              { text: '古池や蛙飛び込む水の音', speaker: 'Matsuo Bashō' },
              { text: 'Well done is better than well said.', speaker: 'Ben Franklin' },
              { text: 'Well done is better than nothing.', speaker: 'Ben Franklin' },
              { id: 'ann-hello-world', text: 'Goodbye.', speaker: 'Zed' },
              { text: 'Hello, world.', speaker: 'Ann' },
            ]
            """
        ])
        let ids = try #require(fixture.load().project).quotes.map(\.id)
        let basho = "matsuo-basho-" + QuoteSlug.hash(speaker: "Matsuo Bashō", text: "古池や蛙飛び込む水の音")
        let franklinSaid = QuoteSlug.hash(speaker: "Ben Franklin", text: "Well done is better than well said.")
        let franklinNothing = QuoteSlug.hash(speaker: "Ben Franklin", text: "Well done is better than nothing.")
        let ann = "ann-hello-world-" + QuoteSlug.hash(speaker: "Ann", text: "Hello, world.")
        let expected: [String] = [
            "don-draper-if-you-dont-like",
            basho,
            "ben-franklin-well-done-is-better-" + franklinSaid,
            "ben-franklin-well-done-is-better-" + franklinNothing,
            "ann-hello-world",
            ann,
        ]
        #expect(ids == expected)
    }

    @Test func rejectsSymbolicLinksLeavingTheProject() throws {
        let outside = try ProjectFixture(files: ["secret.jpg": "x"], defaults: false)
        let fixture = try ProjectFixture(files: [
            "data/quotes.json":
                "[\n  { text: 'A', speaker: 'Ann', image: 'images/link.jpg' },\n  { text: 'B', speaker: 'Ann', image: 'images/inside.jpg' },\n]"
        ])
        try fixture.addImages("assets/real.jpg")
        let images = fixture.root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: images.appendingPathComponent("link.jpg"),
            withDestinationURL: outside.root.appendingPathComponent("secret.jpg")
        )
        try FileManager.default.createSymbolicLink(
            atPath: images.appendingPathComponent("inside.jpg").path,
            withDestinationPath: "../assets/real.jpg"
        )
        #expect(
            fixture.diagnostics == [
                "data/quotes.json:2:39: error: quotes[0]: image 'images/link.jpg' is a symbolic link to a file outside the project folder"
            ]
        )
    }

    @Test func acceptsAnAbsolutePathInsideTheProject() throws {
        let fixture = try ProjectFixture()
        try fixture.addImages("images/a.jpg")
        let absolute = fixture.root.appendingPathComponent("images/a.jpg").path
        try fixture.write("[{ text: 'A', speaker: 'Ann', image: '\(absolute)' }]", to: "data/quotes.json")
        #expect(try #require(fixture.load().project).quotes[0].image == "images/a.jpg")
    }

    @Test func reportsAFolderGivenAsImage() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": "[{ text: 'A', speaker: 'Ann', image: 'images/sub' }]"
        ])
        try fixture.addImages("images/sub/a.jpg")
        #expect(
            fixture.diagnostics == [
                "data/quotes.json:1:38: error: quotes[0]: image 'images/sub' is a folder, not a file"
            ])
    }
}
