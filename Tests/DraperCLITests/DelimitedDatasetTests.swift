import Foundation
import TestSupport
import Testing

/// Datasets as spreadsheets export them, through `draper cards`: semicolons and tabs, `.tsv`
/// and `.txt` files, headers in any case, and `--delimiter` to say what the header cannot.
@Suite("Delimited datasets")
struct DelimitedDatasetTests {
    private func cards(_ text: String, named name: String, _ extra: [String] = []) throws -> (
        status: Int32, files: [String], errors: String
    ) {
        let folder = try TemporaryDirectory()
        let dataset = try folder.write(text, to: name)
        let out = folder.appending("out")
        let run = try DraperProcess.run(["cards", dataset.path, "--out", out.path, "--quiet"] + extra)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        return (run.status, files.filter { $0.hasSuffix(".png") }.sorted(), run.standardError)
    }

    @Test(
        "semicolons (Excel in German or French), tabs, .tsv and .txt, headers in any case",
        arguments: [
            ("quotes.csv", "Text;Speaker;Tags\n\"Hello; world\";Ann;a|b\nBye;Bob;\n"),
            ("quotes.tsv", "text\tspeaker\nHello, world\tAnn\nBye\tBob\n"),
            ("quotes.txt", " TEXT , Speaker \r\nHello world,Ann\r\nBye,Bob\r\n"),
        ])
    func readsWhatSpreadsheetsWrite(name: String, text: String) throws {
        let result = try cards(text, named: name)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.files.count == 2, "\(result.files)")
        #expect(result.files.contains { $0.hasPrefix("ann-hello") }, "\(result.files)")
    }

    @Test("--delimiter overrides what the header suggests; an unknown one is a usage error")
    func delimiterOption() throws {
        // One column named "text;speaker" by commas; two by semicolons.
        let forced = try cards("text;speaker\nHi;Ann\n", named: "q.csv", ["--delimiter", "comma"])
        #expect(forced.status == 1)
        #expect(forced.errors.contains("q.csv:1:1: error: the header is a single column containing ';'"))
        let named = try cards("text;speaker\nHi;Ann\n", named: "q.csv", ["--delimiter", "semicolon"])
        #expect(named.status == 0, "\(named.errors)")
        let wrong = try cards("text,speaker\nHi,Ann\n", named: "q.csv", ["--delimiter", "pipe"])
        #expect(wrong.status == 64)
        #expect(wrong.errors.contains("--delimiter must be comma, semicolon or tab, not 'pipe'"))
    }

    @Test("--images that names no folder is a usage error, not rows whose photos are all missing")
    func imagesFolderMustExist() throws {
        let missing = try cards("text,speaker\nHi,Ann\n", named: "q.csv", ["--images", "/no/such/folder"])
        #expect(missing.status == 64)
        #expect(
            missing.errors.contains("--images must be a folder, and '/no/such/folder' is not one"), "\(missing.errors)")
        #expect(missing.files.isEmpty)
    }

    @Test("PNG and palette PNG in one batch: a file each, both in cards.json")
    func pngAndPalettePNG() throws {
        let result = try cards("text,speaker\nHi,Ann\n", named: "q.csv", ["--format", "png,png8"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.files == ["ann-hi-og-png8.png", "ann-hi-og.png"])
    }

    @Test("a bad row is reported and the others still get their cards (exit 1); --strict makes none")
    func badRowsDoNotStopTheBatch() throws {
        let text = "text,speaker,lang\nGood one,Ann,en\nBad lang,Bob,en_US\nAnother,Cy,\nAnother,Cy,\n"
        let batch = try cards(text, named: "q.csv")
        #expect(batch.status == 1)
        // The repeated row is an error too; its first occurrence keeps its card.
        #expect(batch.files.count == 2, "\(batch.files)")
        #expect(batch.files.first == "ann-good-one-og.png")
        #expect(batch.files.last?.hasPrefix("cy-another") == true, "\(batch.files)")
        #expect(batch.errors.contains("q.csv:3:14: error: quotes[1]: 'lang' is not a valid BCP 47 language tag"))
        #expect(
            batch.errors.contains("q.csv: 2 of 4 records have no cards (records 2, 4, for the errors above)"),
            "\(batch.errors)")
        let strict = try cards(text, named: "q.csv", ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.files.isEmpty)
    }

    @Test(
        "a row that breaks the format is reported, gets no card and counts: a stray control character, too many cells, a quote left open"
    )
    func rowsBreakingTheFormatGetNoCards() throws {
        let text = "text,speaker\nGood one,Ann\nRings a \u{7} bell,Bob\nToo,many,cells\nFine,Cy\n\"Left open,Dee\n"
        let batch = try cards(text, named: "q.csv")
        #expect(batch.status == 1, "\(batch.errors)")
        #expect(batch.files == ["ann-good-one-og.png", "cy-fine-og.png"], "\(batch.files)")
        #expect(
            batch.errors.contains("q.csv:3:9: error: control character U+0007 is not allowed here"), "\(batch.errors)")
        #expect(batch.errors.contains("q.csv:4:1: error: "), "\(batch.errors)")
        #expect(batch.errors.contains("q.csv:6:1: error: unterminated quoted field"), "\(batch.errors)")
        #expect(
            batch.errors.contains("q.csv: 3 of 5 records have no cards (records 2, 3, 5, for the errors above)"),
            "\(batch.errors)")
    }
}
