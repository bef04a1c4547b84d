import Foundation
import TestSupport
import Testing

/// Input files are regular files inside the project, refused by type before anything opens
/// them, and nothing read from outside the project is published or echoed.
@Suite("Input safety: project files are regular files inside the project")
struct InputSafetyTests {
    static let secret = "SECRET-FROM-OUTSIDE"

    private func build(_ project: FixtureProject, timeout: Double = 120) throws -> Safety.Outcome {
        try Safety.run(["build", project.root.path, "--now", Safety.now], timeout: timeout)
    }

    /// No file of the output, and nothing printed, holds the outside file's secret.
    private func expectNotPublished(_ project: FixtureProject, _ run: Safety.Outcome) throws {
        #expect(!run.standardError.contains(Self.secret))
        for (path, data) in (try? FixtureProject.tree(project.output)) ?? [:] {
            #expect(!String(decoding: data, as: UTF8.self).contains(Self.secret), "\(path)")
        }
    }

    @Test("a dataset that is a symbolic link out of the project is refused")
    func linkedDataset() throws {
        let project = try FixtureProject()
        let outside = try TemporaryDirectory("draper-outside")
        let stolen = try outside.write(
            #"[{ id: "x", text: "\#(Self.secret)", speaker: "Eve", image: "images/sea.jpg" }]"#, to: "quotes.json")
        let dataset = project.folder.appending("data/quotes.json")
        try FileManager.default.removeItem(at: dataset)
        try FileManager.default.createSymbolicLink(at: dataset, withDestinationURL: stolen)
        let run = try build(project)
        #expect(run.status == 1)
        #expect(run.standardError.contains("data/quotes.json: error: "), "\(run.standardError)")
        #expect(run.standardError.contains("outside the project"), "\(run.standardError)")
        try expectNotPublished(project, run)
    }

    @Test("a data folder that is a symbolic link out of the project is refused")
    func linkedDataFolder() throws {
        let project = try FixtureProject()
        let outside = try TemporaryDirectory("draper-outside")
        try outside.write(
            #"[{ id: "x", text: "\#(Self.secret)", speaker: "Eve", image: "images/sea.jpg" }]"#, to: "quotes.json")
        let data = project.folder.appending("data")
        try FileManager.default.removeItem(at: data)
        try FileManager.default.createSymbolicLink(at: data, withDestinationURL: outside.url)
        let run = try build(project)
        #expect(run.status == 1)
        #expect(run.standardError.contains("outside the project"), "\(run.standardError)")
        try expectNotPublished(project, run)
    }

    @Test("a CSV linked to a file outside is refused without echoing a byte of it")
    func linkedCSVIsNotEchoed() throws {
        let project = try FixtureProject()
        let outside = try TemporaryDirectory("draper-outside")
        let passwd = try outside.write("root:x:0:0:\(Self.secret):/root:/bin/bash\n", to: "passwd")
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        try FileManager.default.createSymbolicLink(
            at: project.folder.appending("data/quotes.csv"), withDestinationURL: passwd)
        let run = try build(project)
        #expect(run.status == 1)
        #expect(run.standardError.contains("data/quotes.csv: error: "), "\(run.standardError)")
        try expectNotPublished(project, run)
    }

    @Test("a link that stays inside the project is followed")
    func linkInsideTheProject() throws {
        let project = try FixtureProject()
        let dataset = project.folder.appending("data/quotes.json")
        let shared = project.folder.appending("shared/quotes.json")
        try FileManager.default.createDirectory(
            at: shared.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: dataset, to: shared)
        try FileManager.default.createSymbolicLink(atPath: dataset.path, withDestinationPath: "../shared/quotes.json")
        let run = try build(project)
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test(
        "FIFOs are refused by type, before anything opens them",
        arguments: [
            ("data/advent.json", "error", "data/advent.json: error: "),
            // Named at the field that points to it.
            (
                "images/sea.jpg", "error",
                "data/quotes.json:2:67: error: quotes[0] (id 'first'): image 'images/sea.jpg' is a FIFO"
            ),
            ("templates/quote.mustache", "error", "templates/quote.mustache: error: "),
            ("fonts/Unused.ttf", "warning", "fonts/Unused.ttf: warning: "),
            ("site.json", "error", "site.json: error: "),
        ])
    func fifos(path: String, severity: String, message: String) throws {
        let project = try FixtureProject()
        let url = project.folder.appending(path)
        try? FileManager.default.removeItem(at: url)
        try Safety.makeFIFO(url)
        let run = try build(project, timeout: 60)
        #expect(!run.timedOut, "the build blocked on the FIFO \(path)")
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.contains("not a regular file"), "\(run.standardError)")
        #expect(!run.standardError.contains("permission"))
        #expect(run.status == (severity == "error" ? 1 : 0), "\(run.standardError)")
    }

    @Test(
        "a photo that is a broken symbolic link says where it leads, with no other file suggested",
        arguments: [
            ("/nonexistent/sea.jpg", "is a symbolic link to '/nonexistent/sea.jpg', which does not exist"),
            ("sea.jpg", "is a symbolic link that leads back to itself"),
            ("other.jpg", "is a symbolic link that leads back to itself"),
            // Through a second link: what is missing at the end is named.
            ("then.jpg", "is a symbolic link to '/nonexistent/end.jpg', which does not exist"),
        ])
    func brokenLinks(target: String, message: String) throws {
        let project = try FixtureProject()
        try FileManager.default.removeItem(at: project.folder.appending("images/sea.jpg"))
        try FileManager.default.createSymbolicLink(
            atPath: project.folder.appending("images/sea.jpg").path, withDestinationPath: target)
        if target == "other.jpg" {
            try FileManager.default.createSymbolicLink(
                atPath: project.folder.appending("images/other.jpg").path, withDestinationPath: "sea.jpg")
        }
        if target == "then.jpg" {
            try FileManager.default.createSymbolicLink(
                atPath: project.folder.appending("images/then.jpg").path, withDestinationPath: "/nonexistent/end.jpg")
        }
        let run = try Safety.run(["check", project.root.path], timeout: 60)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "data/quotes.json:2:67: error: quotes[0] (id 'first'): image 'images/sea.jpg' \(message)"),
            "\(run.standardError)")
        #expect(!run.standardError.contains("did you mean"), "\(run.standardError)")
    }

    @Test("card --image of a folder or a FIFO is one clear line")
    func cardImageNotAFile() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appending("photos"), withIntermediateDirectories: true)
        try Safety.makeFIFO(folder.appending("pipe.jpg"))
        for image in ["photos", "pipe.jpg"] {
            let run = try Safety.run(
                ["card", "--text", "Hello", "--image", image, "--out", "card.png"], in: folder.url, timeout: 60)
            #expect(!run.timedOut)
            #expect(run.status == 1)
            #expect(run.standardError.hasPrefix("\(image): error: "), "\(run.standardError)")
            #expect(!run.standardError.contains("NSCocoaErrorDomain"), "\(run.standardError)")
            #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("card.png").path))
    }

    @Test("a truncated font is one error naming the file, not one cryptic line per card")
    func truncatedFont() throws {
        let project = try FixtureProject()
        let font = try Data(
            contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf"))
        try project.folder.write(font.prefix(4000), to: "fonts/Broken.otf")
        try project.folder.write(
            #"{ title: "Fonts", cards: { sizes: ["og", "square"], formats: ["png"], font: "fonts/Broken.otf" } }"#,
            to: "site.json")
        let run = try build(project)
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n").filter { $0.contains("error") }
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains("fonts/Broken.otf"), "\(run.standardError)")
        #expect(!run.standardError.contains("error 0x"), "\(run.standardError)")
    }
}
