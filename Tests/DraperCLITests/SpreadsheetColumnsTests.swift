import Foundation
import TestSupport
import Testing

/// The spreadsheet is the user's: columns Draper does not use are kept, shown by designs and
/// templates that ask for them, and never stop a build.
@Suite("The spreadsheet's own columns")
struct SpreadsheetColumnsTests {
    static let episodeDesign = """
        { layers: [
          { type: "photo" }, { type: "fill", color: "#000000aa" },
          { type: "text", field: "text", box: [0.1, 0.1, 0.8, 0.5] },
          { type: "text", field: "Episode", box: [0.1, 0.7, 0.8, 0.2] },
        ] }
        """

    static func site(design: String) -> String {
        """
        { title: "Fixture", baseURL: "https://example.org/cal/", timezone: "Europe/Berlin",
          cards: { sizes: ["og"], design: "\(design)" } }
        """
    }

    @Test("columns of the user's own build, a design shows one, a template another; switching designs keeps building")
    func ownColumns() throws {
        let project = try FixtureProject()
        try project.folder.write(Self.episodeDesign, to: "designs/episode.json5")
        try project.folder.write(Self.site(design: "designs/episode.json5"), to: "site.json")
        try project.folder.write(
            "id,text,speaker,Episode,Season,Notes\nfirst,The first quote.,Ada,S1E2,1,check the date\n",
            to: "data/quotes.csv")
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        try project.folder.write(
            "{{<base}}{{$main}}{{#quote}}<p class=\"season\">Season {{fields.Season}}</p>{{/quote}}{{/main}}{{/base}}",
            to: "templates/quote.mustache")
        let first = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardError.contains("column"), "\(first.standardError)")
        let page = try String(
            contentsOf: project.output.appendingPathComponent("quotes/first/index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"season\">Season 1</p>"), "\(page)")
        // Private notes are published nowhere.
        for file in ["quotes.json", "feed.xml", "quotes/first/index.html"] {
            let text = try String(contentsOf: project.output.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("check the date"), "\(file)")
        }

        // A column no card shows changes no card.
        try project.folder.write(
            "id,text,speaker,Episode,Season,Notes\nfirst,The first quote.,Ada,S1E2,1,call back\n",
            to: "data/quotes.csv")
        let edited = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(edited.standardError.contains("rendered 0 of"), "\(edited.standardError)")

        // Another design, which shows no Episode: the column is still the user's, not an error.
        try project.folder.write(Self.site(design: "vintage"), to: "site.json")
        let switched = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(switched.status == 0, "\(switched.standardError)")
    }

    @Test("a column named like a field is a warning with its did-you-mean, and the build goes on")
    func typoWarns() throws {
        let project = try FixtureProject()
        try project.folder.write(
            "id,text,speaker,Speeker\nfirst,The first quote.,Ada,Ada L.\n", to: "data/quotes.csv")
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        let result = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "data/quotes.csv:1:17: warning: 'Speeker' is not a column Draper uses (it is kept for designs and templates); did you mean 'speaker'?"
            ), "\(result.standardError)")
    }

    @Test("draper cards exits 0 when every row has its cards, an unused column or not")
    func batchWithOwnColumns() throws {
        let folder = try TemporaryDirectory()
        try folder.write("text,speaker,Season\nSpring one,Ann,1\nSpring two,Bob,2\n", to: "spring.csv")
        let run = try DraperProcess.run([
            "cards", folder.appending("spring.csv").path, "--out", folder.appending("out").path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("error"), "\(run.standardError)")
    }
}
