import Foundation
import TestSupport
import Testing

/// `draper cards` run as a new user runs it: from inside a project, twice into one folder,
/// over small photos; what it keeps, what it says.
@Suite("draper cards batches")
struct CardsBatchTests {
    @Test("inside a project, image values work as the build reads them: images/x, a bare name, beside the dataset")
    func imagePathsInAProject() throws {
        let project = try FixtureProject()
        try FileManager.default.copyItem(
            at: project.root.appendingPathComponent("images/sea.jpg"),
            to: project.root.appendingPathComponent("data/beside.jpg"))
        try project.folder.write(
            "text,speaker,image\nOne,Ann,images/sea.jpg\nTwo,Bob,sea.jpg\nThree,Cy,./images/sea.jpg\nFour,Di,beside.jpg\n",
            to: "data/quotes.csv")
        let run = try DraperProcess.run(
            ["cards", "data/quotes.csv", "--out", "cards", "--quiet"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: project.root.appendingPathComponent("cards").path)
        #expect(files.filter { $0.hasSuffix(".png") }.count == 4, "\(files)")

        try project.folder.write("text,speaker,image\nOne,Ann,Sea.JPG\n", to: "data/quotes.csv")
        let missing = try DraperProcess.run(
            ["cards", "data/quotes.csv", "--out", "cards", "--quiet"], in: project.root)
        #expect(missing.status == 1)
        #expect(
            missing.standardError.contains(
                "data/quotes.csv:2:9: error: quotes[0]: image 'Sea.JPG' does not exist (looked for data/Sea.JPG, Sea.JPG and images/Sea.JPG); did you mean 'images/sea.jpg'?"
            ), "\(missing.standardError)")

        // The project's sources are no place for cards.
        let inside = try DraperProcess.run(["cards", "data/quotes.csv", "--out", "images/cards"], in: project.root)
        #expect(inside.status == 64, "\(inside.standardError)")
    }
}
