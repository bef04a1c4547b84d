import Foundation
import TestSupport
import Testing

/// `draper email` as a daily job would use it: a clear error for what site.json lacks, a
/// Message-ID of its own for every send, and a poem's lines kept in the HTML part.
@Suite("draper email")
struct EmailCommandTests {
    @Test("without a sender or baseURL: errors naming the keys to set, and no message")
    func namesWhatIsMissing() throws {
        let project = try FixtureProject(baseURL: nil)
        let result = try DraperProcess.run(["email", "first", "--dir", project.root.path, "--to", "a@example.org"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains("site.json:1:1: error: draper email needs a sender: add an 'email' object"))
        #expect(result.standardError.contains("site.json:1:1: error: draper email needs 'baseURL' in site.json"))
    }

    @Test("each send has its own Message-ID; a poem's lines stay lines in the HTML part")
    func messages() throws {
        let project = try FixtureProject()
        let site = project.root.appendingPathComponent("site.json")
        let config = try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "cards: {", with: "email: { from: \"Q <q@example.org>\", to: \"r@example.org\" },\n  cards: {")
        try config.write(to: site, atomically: true, encoding: .utf8)
        let quotes = project.root.appendingPathComponent("data/quotes.json")
        let data = try String(contentsOf: quotes, encoding: .utf8).replacingOccurrences(
            of: "\"Third.\"", with: "\"Line one,\\nline two.\"")
        try data.write(to: quotes, atomically: true, encoding: .utf8)

        func send(_ now: String) throws -> String {
            let result = try DraperProcess.run(["email", "third", "--dir", project.root.path, "--now", now])
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput
        }
        func messageID(_ message: String) -> String? {
            message.components(separatedBy: "\r\n").first { $0.hasPrefix("Message-ID: ") }
        }
        let monday = try send("2026-12-07T08:00:00Z")
        let tuesday = try send("2026-12-08T08:00:00Z")
        #expect(messageID(monday) != nil)
        #expect(messageID(monday) != messageID(tuesday), "\(messageID(monday) ?? "") twice")
        #expect(try send("2026-12-07T08:00:00Z") == monday, "the same clock gives the same message")
        // Quoted-printable may fold the line; undo soft breaks before looking.
        let unfolded = monday.replacingOccurrences(of: "=\r\n", with: "")
        #expect(unfolded.contains("Line one,<br>line two."), "the HTML part keeps the line break")
    }
}
