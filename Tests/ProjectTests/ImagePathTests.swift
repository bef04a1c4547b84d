import Diagnostics
import Foundation
import Testing

@testable import Project

/// One rule for image values in `build` and `cards`: as written, then inside `images/`; and a
/// missing image's error names the paths tried and the file that is there.
@Suite("Image paths")
struct ImagePathTests {
    @Test("a bare name, images/x and ./images/x all name images/x in a project")
    func spellings() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": """
            [
              { text: 'A', speaker: 'Ann', image: 'sea.jpg' },
              { text: 'B', speaker: 'Ann', image: 'images/sea.jpg' },
              { text: 'C', speaker: 'Ann', image: './images/sea.jpg' },
              { text: 'D', speaker: 'Ann', image: 'winter/snow.png' },
            ]
            """
        ])
        try fixture.addImages("images/sea.jpg", "images/winter/snow.png")
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == [])
        #expect(
            project?.quotes.map(\.image) == [
                "images/sea.jpg", "images/sea.jpg", "images/sea.jpg", "images/winter/snow.png",
            ])
    }

    @Test("a missing image: the paths tried and the nearest file (case, extension, backslashes)")
    func suggestions() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": """
            [
              { text: 'A', speaker: 'Ann', image: 'images/Sea.JPG' },
              { text: 'B', speaker: 'Ann', image: 'sea.png' },
              { text: 'C', speaker: 'Ann', image: 'images\\\\winter\\\\Snow.PNG' },
              { text: 'D', speaker: 'Ann', image: 'images/see.jpg' },
              { text: 'E', speaker: 'Ann', image: 'elsewhere.jpg' },
              { text: 'F', speaker: 'Ann', image: 'data/photo.jpg' },
            ]
            """
        ])
        try fixture.addImages("images/sea.jpg", "images/winter/snow.png", "data/photo.jpg")
        #expect(
            fixture.diagnostics == [
                "data/quotes.json:2:39: error: quotes[0]: image 'images/Sea.JPG' does not exist; did you mean 'images/sea.jpg'?",
                "data/quotes.json:3:39: error: quotes[1]: image 'sea.png' does not exist (looked for sea.png and images/sea.png); did you mean 'images/sea.jpg'?",
                "data/quotes.json:4:39: error: quotes[2]: image 'images\\winter\\Snow.PNG' does not exist (looked for images/winter/Snow.PNG); did you mean 'images/winter/snow.png'?",
                "data/quotes.json:5:39: error: quotes[3]: image 'images/see.jpg' does not exist; did you mean 'images/sea.jpg'?",
                "data/quotes.json:6:39: error: quotes[4]: image 'elsewhere.jpg' does not exist (looked for elsewhere.jpg and images/elsewhere.jpg)",
                "data/quotes.json:7:39: error: quotes[5]: image 'data/photo.jpg' must be inside the 'images/' folder",
            ])
    }

    @Test("'\\' separates folders, as a Windows spreadsheet writes paths: one note per file, at its first value")
    func windowsSeparators() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.csv": #"""
            text,speaker,image
            A,Ann,images\Kamera alt.jpg
            B,Ann,images\winter\snow.png
            C,Ann,images/sea.jpg
            D,Ann,winter\snow.png
            """#,
            "data/advent.json": #"""
            {
              title: 'Advent', year: 2026, days: 1,
              entries: [{ day: 1, title: 'One', message: 'Hi', image: 'images\\Kamera alt.jpg' }],
            }
            """#,
        ])
        try fixture.addImages("images/Kamera alt.jpg", "images/winter/snow.png", "images/sea.jpg")
        let (project, diagnostics) = fixture.load()
        #expect(
            diagnostics == [
                #"data/quotes.csv:2:7: note: image 'images\Kamera alt.jpg' was read as 'images/Kamera alt.jpg' ('\' taken as '/', as Windows writes paths), and so were 2 more image paths in this file"#,
                #"data/advent.json:3:59: note: image 'images\Kamera alt.jpg' was read as 'images/Kamera alt.jpg' ('\' taken as '/', as Windows writes paths)"#,
            ])
        #expect(
            project?.quotes.map(\.image) == [
                "images/Kamera alt.jpg", "images/winter/snow.png", "images/sea.jpg", "images/winter/snow.png",
            ])
        #expect(project?.advent?.entries.first?.image == "images/Kamera alt.jpg")
    }

    @Test("a file whose name holds a '\\' is still found as written, without a note")
    func literalBackslash() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": #"[{ text: 'A', speaker: 'Ann', image: 'images/odd\\name.jpg' }]"#
        ])
        try fixture.addImages(#"images/odd\name.jpg"#)
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == [])
        #expect(project?.quotes.first?.image == #"images/odd\name.jpg"#)
    }

    @Test("a dataset of its own: looked for beside the dataset, then in the root and its images/")
    func datasetOfItsOwn() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.csv":
                "text,speaker,image\nA,Ann,images/sea.jpg\nB,Ann,sea.jpg\nC,Ann,local.jpg\nD,Ann,../images/sea.jpg\n"
        ])
        try fixture.addImages("images/sea.jpg", "data/local.jpg")
        let dataset = fixture.root.appendingPathComponent("data/quotes.csv")
        let root = ProjectLoader.cardsRoot(for: dataset)
        #expect(root.standardizedFileURL.path == fixture.root.standardizedFileURL.path, "the project the dataset is in")
        let (quotes, diagnostics, _) = ProjectLoader.loadQuotes(
            file: dataset.path, base: fixture.root, imagesRoot: root,
            valuesRelativeTo: dataset.deletingLastPathComponent())
        #expect(diagnostics.diagnostics.map(\.description) == [])
        #expect(quotes?.map(\.image) == ["images/sea.jpg", "images/sea.jpg", "data/local.jpg", "images/sea.jpg"])

        // Named from above the project, a missing image's tried paths are shown from there.
        try fixture.write("text,speaker,image\nA,Ann,nope.jpg\n", to: "data/quotes.csv")
        let (_, above, _) = ProjectLoader.loadQuotes(
            file: dataset.path, base: fixture.root.deletingLastPathComponent(), imagesRoot: root,
            valuesRelativeTo: dataset.deletingLastPathComponent())
        let name = fixture.root.lastPathComponent
        #expect(
            above.diagnostics.map(\.message) == [
                "quotes[0]: image 'nope.jpg' does not exist (looked for \(name)/data/nope.jpg, \(name)/nope.jpg and \(name)/images/nope.jpg)"
            ])

        // A `\` is a `/` here too, and cannot climb out of the folder images live in.
        try fixture.write(
            #"text,speaker,image\#nA,Ann,..\images\sea.jpg\#nB,Ann,..\..\sea.jpg\#n"#, to: "data/quotes.csv")
        let (windows, windowsDiagnostics, _) = ProjectLoader.loadQuotes(
            file: dataset.path, base: fixture.root, imagesRoot: root,
            valuesRelativeTo: dataset.deletingLastPathComponent(), keepingGoodRows: true)
        #expect(windows?.map(\.image) == ["images/sea.jpg"])
        #expect(
            windowsDiagnostics.diagnostics.map {
                $0.description.replacingOccurrences(of: dataset.path, with: "data/quotes.csv")
            } == [
                #"data/quotes.csv:2:7: note: image '..\images\sea.jpg' was read as 'images/sea.jpg' ('\' taken as '/', as Windows writes paths)"#,
                #"data/quotes.csv:3:7: error: quotes[1]: image '..\..\sea.jpg' is outside the project folder"#,
            ])
    }
}
