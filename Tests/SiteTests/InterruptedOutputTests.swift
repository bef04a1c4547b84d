import Foundation
import Site
import TestSupport
import Testing

/// Builds that die between writing files and recording them, seen from the output folder.
@Suite("Interrupted builds")
struct InterruptedOutputTests {
    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("a file replaced by a killed build is written again when the next build goes back to the old bytes")
    func replacedFileIsRestored() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("version A", to: "index.html")
        try first.finish()

        // A build of a changed project replaces the page, then dies before finish().
        let killed = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try killed.write("version B", to: "index.html")

        // The manifest still records version A's digest; the file holds version B.
        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try next.write("version A", to: "index.html")
        try next.finish()
        #expect(try text(root.appendingPathComponent("index.html")) == "version A")

        // Once recorded again, unchanged bytes are skipped as before.
        let again = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try again.write("version A", to: "index.html")
        try again.finish()
        #expect(try text(root.appendingPathComponent("index.html")) == "version A")
    }

    @Test("a file edited behind Draper's back to another length is written again")
    func editedFileIsRestored() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("the page", to: "index.html")
        try first.finish()
        try "hand-edited page".write(to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try second.write("the page", to: "index.html")
        try second.finish()
        #expect(try text(root.appendingPathComponent("index.html")) == "the page")
    }

    @Test("two kills in a row: files of both are cleaned up, the user's file survives")
    func twoKillsInARow() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try project.write("example.org", to: "output/CNAME")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("home", to: "index.html")
        try first.finish()

        let killedOnce = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try killedOnce.write("one", to: "cards/one.png")
        let killedTwice = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try killedTwice.write("two", to: "cards/two.png")
        try killedTwice.write("changed home", to: "index.html")

        let last = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try last.write("home", to: "index.html")
        #expect(try last.finish() == ["cards/one.png", "cards/two.png"])
        #expect(try text(root.appendingPathComponent("index.html")) == "home")
        #expect(try text(root.appendingPathComponent("CNAME")) == "example.org")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == [".draper-manifest.json", "CNAME", "index.html"])
    }
}
