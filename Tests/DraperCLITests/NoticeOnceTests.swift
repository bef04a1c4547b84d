import Foundation
import Imaging
import TestSupport
import Testing

/// What Draper fixed itself is said once, as a note, when it happens; what the author must act
/// on is a warning on every build until it is fixed.
@Suite("Each notice once per cause")
struct NoticeOnceTests {
    @Test("a photo too bright for white text: a note when its cards are made, nothing on the builds after")
    func raisedOverlayOnce() throws {
        let project = try FixtureProject()
        let white = try Image(size: PixelSize(width: 800, height: 600))
        white.remapLuminance(Array(repeating: RGBColor(red: 250, green: 250, blue: 245), count: 256))
        try project.folder.write(Data(try white.encoded(as: .jpeg(quality: 90))), to: "images/sea.jpg")
        let first = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            first.standardError.contains("note: quote 'first' (text): og: background too bright"),
            "\(first.standardError)")
        #expect(!first.standardError.contains("warning: quote"), "\(first.standardError)")
        let second = try DraperProcess.run(["build", project.root.path, "--now", Safety.now, "--strict"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(!second.standardError.contains("too bright"), "\(second.standardError)")
    }
}
