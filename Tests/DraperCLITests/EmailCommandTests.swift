import Foundation
import TestSupport
import Testing

/// `draper email` as a daily job would use it: the quote of the site's daily or weekly channel,
/// a clear error for what site.json lacks, a Message-ID of its own for every send, a poem's
/// lines kept in the HTML part, and the published output never touched.
@Suite("draper email")
struct EmailCommandTests {
    @Test("without a sender or baseURL: errors naming the keys to set, and no message")
    func namesWhatIsMissing() throws {
        let project = try FixtureProject(baseURL: nil)
        let result = try DraperProcess.run(["email", project.root.path, "first", "--to", "a@example.org"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains("site.json:1:1: error: draper email needs a sender: add an 'email' object"))
        #expect(result.standardError.contains("site.json:1:1: error: draper email needs 'baseURL' in site.json"))
    }

    @Test("each send has its own Message-ID; a poem's lines stay lines in the HTML part")
    func messages() throws {
        let project = try Self.mailingProject()
        let quotes = project.root.appendingPathComponent("data/quotes.json")
        let data = try String(contentsOf: quotes, encoding: .utf8).replacingOccurrences(
            of: "\"Third.\"", with: "\"Line one,\\nline two.\"")
        try data.write(to: quotes, atomically: true, encoding: .utf8)

        func send(_ now: String) throws -> String {
            let result = try DraperProcess.run(["email", project.root.path, "third", "--now", now])
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput
        }
        let monday = try send("2026-12-07T08:00:00Z")
        let tuesday = try send("2026-12-08T08:00:00Z")
        #expect(Self.messageID(monday) != nil)
        #expect(Self.messageID(monday) != Self.messageID(tuesday), "\(Self.messageID(monday) ?? "") twice")
        #expect(try send("2026-12-07T08:00:00Z") == monday, "the same clock gives the same message")
        // Quoted-printable may fold the line; undo soft breaks before looking.
        let unfolded = monday.replacingOccurrences(of: "=\r\n", with: "")
        #expect(unfolded.contains("Line one,<br>line two."), "the HTML part keeps the line break")
    }

    @Test("--today sends the daily channel's quote, day after day, as quotes/daily.ics schedules it")
    func today() throws {
        let project = try Self.mailingProject(quotes: 7)
        let daily = try Self.scheduled(in: project, calendar: "quotes/daily.ics", prefix: "daily-")
        for day in 7...13 {
            let date = "2026-12-" + (day < 10 ? "0\(day)" : "\(day)")
            let result = try DraperProcess.run([
                "email", project.root.path, "--today", "--now", "\(date)T07:00:00+01:00",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let expected = try #require(daily[date])
            #expect(Self.messageID(result.standardOutput)?.hasPrefix("Message-ID: <\(expected).") == true, "\(date)")
        }
    }

    @Test("--this-week sends the weekly channel's quote of the week, from its weekday on")
    func thisWeek() throws {
        let project = try Self.mailingProject(quotes: 7)
        let weekly = try Self.scheduled(in: project, calendar: "quotes/weekly.ics", prefix: "weekly-")
        // Mondays (the default weekday) and, for the last, a Thursday of the same week.
        let days = [
            ("2026-12-07", "2026-12-07"), ("2026-12-14", "2026-12-14"), ("2026-12-21", "2026-12-21"),
            ("2026-12-31", "2026-12-28"),
        ]
        var sent: Set<String> = []
        for (date, monday) in days {
            let result = try DraperProcess.run([
                "email", project.root.path, "--this-week", "--now", "\(date)T09:00:00+01:00",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let expected = try #require(weekly[monday])
            sent.insert(expected)
            #expect(Self.messageID(result.standardOutput)?.hasPrefix("Message-ID: <\(expected).") == true, "\(date)")
        }
        #expect(sent.count > 1, "the weeks of this test name more than one quote")
    }

    @Test("--now renders what the message needs in memory: output/ and the build state stay as they were")
    func neverRewritesTheOutput() throws {
        let project = try Self.mailingProject()
        let mail = project.folder.appending("mail")
        let built = try DraperProcess.run([
            "build", project.root.path, "--now", "2026-12-01T10:00:00+01:00", "-q", "--emails", mail.path,
        ])
        #expect(built.status == 0, "\(built.standardError)")
        // The card rendered in memory is the published one: the message is the build's, byte for byte.
        let same = try DraperProcess.run(["email", project.root.path, "first", "--now", "2026-12-01T10:00:00+01:00"])
        #expect(same.status == 0, "\(same.standardError)")
        #expect(same.standardOutput == (try String(contentsOf: mail.appending(path: "first.eml"), encoding: .utf8)))
        let before = try FixtureProject.tree(project.output)
        let state = try FixtureProject.tree(project.root.appendingPathComponent(".draper"))
        // Door 3 is sealed in that build; as of the 3rd it is open and can be sent.
        let result = try DraperProcess.run([
            "email", project.root.path, "advent-3", "--now", "2026-12-03T21:00:00+01:00",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Content-Type: image/jpeg"))
        #expect(result.standardOutput.contains("door 3"))
        #expect(try FixtureProject.tree(project.output) == before, "output/ changed")
        #expect(try FixtureProject.tree(project.root.appendingPathComponent(".draper")) == state, ".draper changed")

        // A project never built gets no output folder.
        let fresh = try Self.mailingProject()
        let message = try DraperProcess.run(["email", fresh.root.path, "first", "--now", "2026-12-03T09:00:00Z"])
        #expect(message.status == 0, "\(message.standardError)")
        #expect(!FileManager.default.fileExists(atPath: fresh.output.path))
        #expect(!FileManager.default.fileExists(atPath: fresh.root.appendingPathComponent(".draper").path))
    }

    @Test("what to send is said once: an id, --today or --this-week (usage errors otherwise)")
    func usage() throws {
        let project = try Self.mailingProject()
        let cases: [([String], String)] = [
            (["email", project.root.path], "is a project folder; name the card too"),
            (["email", project.root.path, "first", "--today"], "--today picks the quote itself"),
            (["email", project.root.path, "--today", "--this-week"], "give one"),
            (["email"], "missing the card to send"),
        ]
        for (words, expected) in cases {
            let result = try DraperProcess.run(words)
            #expect(result.status == 64, "\(words)")
            #expect(result.standardError.contains(expected), "\(result.standardError)")
        }
        let unknown = try DraperProcess.run(["email", project.root.path, "frist"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("did you mean 'first'?"), "\(unknown.standardError)")
    }

    @Test("each recipient gets a message of their own: standard output holds one, --sendmail delivers each")
    func oneMessagePerRecipient() throws {
        let project = try Self.mailingProject(to: "[\"ann@example.org\", \"bob@example.org\"]")
        let now = "2026-12-07T08:00:00Z"
        // Two messages cannot share standard output (sendmail -t would read them as one).
        let fromSettings = try DraperProcess.run(["email", project.root.path, "first", "--now", now])
        #expect(fromSettings.status == 1)
        #expect(fromSettings.standardOutput.isEmpty)
        #expect(
            fromSettings.standardError.contains(
                "site.json:9:9: error: 'email.to' names 2 recipients, and each gets a message of their own: deliver them with --sendmail /usr/sbin/sendmail, or choose one with --to"
            ), "\(fromSettings.standardError)")
        let fromOptions = try DraperProcess.run([
            "email", project.root.path, "first", "--now", now, "--to", "a@example.org", "--to", "b@example.org",
        ])
        #expect(fromOptions.status == 64)
        #expect(fromOptions.standardOutput.isEmpty)
        #expect(fromOptions.standardError.contains("2 recipients, and each gets a message of their own"))

        // A stand-in for sendmail that keeps each message it is handed, named by its arguments.
        let inbox = project.folder.appending("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let sendmail = project.folder.appending("fake-sendmail")
        try
            "#!/bin/sh\nn=$(ls \"\(inbox.path)\" | wc -l)\necho \"$*\" > \"\(inbox.path)/args-$n\"\ncat > \"\(inbox.path)/message-$n\"\n"
            .write(to: sendmail, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sendmail.path)
        let sent = try DraperProcess.run([
            "email", project.root.path, "first", "--now", now, "--sendmail", sendmail.path,
        ])
        #expect(sent.status == 0, "\(sent.standardError)")
        #expect(sent.standardOutput.isEmpty && sent.standardError.isEmpty, "a cron job that worked says nothing")
        let messages = try (0..<2).map {
            try String(contentsOf: inbox.appending(path: "message-\($0 * 2)"), encoding: .utf8)
        }
        let arguments = try (0..<2).map {
            try String(contentsOf: inbox.appending(path: "args-\($0 * 2)"), encoding: .utf8)
        }
        #expect(arguments == ["-i -t\n", "-i -t\n"])
        #expect(messages.map { Self.header("To", in: $0) } == ["ann@example.org", "bob@example.org"])
        #expect(
            messages.map { Self.header("List-Unsubscribe", in: $0) } == [
                "<mailto:leave@example.org?subject=unsubscribe>, <https://example.org/leave?who=ann%40example.org>",
                "<mailto:leave@example.org?subject=unsubscribe>, <https://example.org/leave?who=bob%40example.org>",
            ])
        #expect(messages.allSatisfy { Self.header("List-Unsubscribe-Post", in: $0) == "List-Unsubscribe=One-Click" })
        #expect(!messages[0].contains("bob@example.org") && !messages[1].contains("ann@example.org"))

        // A build's messages are for no one in particular: no To:, and no link that names a reader.
        let mail = project.folder.appending("mail")
        let built = try DraperProcess.run(["build", project.root.path, "--now", now, "-q", "--emails", mail.path])
        #expect(built.status == 0, "\(built.standardError)")
        let file = try String(contentsOf: mail.appending(path: "first.eml"), encoding: .utf8)
        #expect(Self.header("To", in: file) == nil)
        #expect(Self.header("List-Unsubscribe", in: file) == "<mailto:leave@example.org?subject=unsubscribe>")
        #expect(Self.header("List-Unsubscribe-Post", in: file) == nil)
    }

    @Test("a sendmail that is not there, or that fails, is an error that says which and what to do")
    func sendmailProblems() throws {
        let project = try Self.mailingProject()
        let now = "2026-12-07T08:00:00Z"
        // As under cron, whose PATH is /usr/bin:/bin.
        let missing = try DraperProcess.run(
            ["email", project.root.path, "first", "--now", now, "--sendmail", "no-such-sendmail"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(missing.status == 1)
        #expect(
            missing.standardError.contains(
                "error: --sendmail: 'no-such-sendmail' is not in PATH (/usr/bin:/bin); give its full path, such as /usr/sbin/sendmail"
            ), "\(missing.standardError)")
        let failing = try DraperProcess.run([
            "email", project.root.path, "first", "--now", now, "--sendmail", "/bin/false",
        ])
        #expect(failing.status == 1)
        #expect(
            failing.standardError.contains(
                "error: /bin/false exited with status 1: the message to r@example.org was not sent"),
            "\(failing.standardError)")
    }

    /// The value of a header of `message`, unfolded; nil when it has none.
    static func header(_ name: String, in message: String) -> String? {
        let head = message.components(separatedBy: "\r\n\r\n")[0].replacingOccurrences(of: "\r\n ", with: " ")
        return head.components(separatedBy: "\r\n").first { $0.hasPrefix(name + ": ") }.map {
            String($0.dropFirst(name.count + 2))
        }
    }

    /// The fixture with a sender, recipients (`to`, as site.json writes them), a way to leave, and
    /// `quotes` quotes (the fixture's three, or more).
    static func mailingProject(quotes: Int = 3, to: String = "\"r@example.org\"") throws -> FixtureProject {
        let project = try FixtureProject()
        let site = project.root.appendingPathComponent("site.json")
        let config = try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "cards: {",
            with: """
                email: {
                    from: "Q <q@example.org>",
                    to: \(to),
                    unsubscribe: ["mailto:leave@example.org?subject=unsubscribe", "https://example.org/leave?who={address}"],
                  },
                  cards: {
                """)
        try config.write(to: site, atomically: true, encoding: .utf8)
        if quotes > 3 {
            let rows = (1...quotes).map {
                "{ id: \"q\($0)\", text: \"Quote number \($0).\", speaker: \"Speaker \($0)\", image: \"images/sea.jpg\" }"
            }
            try "[\n\(rows.joined(separator: ",\n"))\n]\n".write(
                to: project.root.appendingPathComponent("data/quotes.json"), atomically: true, encoding: .utf8)
        }
        return project
    }

    /// The quote id of each event in a channel calendar built on 2026-12-07, by date.
    static func scheduled(in project: FixtureProject, calendar: String, prefix: String) throws -> [String: String] {
        let built = try DraperProcess.run(["build", project.root.path, "--now", "2026-12-07T06:00:00+01:00", "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let text = try String(contentsOf: project.output.appendingPathComponent(calendar), encoding: .utf8)
        var quotes: [String: String] = [:]
        for line in text.components(separatedBy: "\r\n") where line.hasPrefix("UID:\(prefix)") {
            // UID:daily-2026-12-07-q3@example.org
            let rest = line.dropFirst("UID:\(prefix)".count)
            let date = String(rest.prefix(10))
            quotes[date] = String(rest.dropFirst(11).prefix { $0 != "@" })
        }
        return quotes
    }

    static func messageID(_ message: String) -> String? {
        message.components(separatedBy: "\r\n").first { $0.hasPrefix("Message-ID: ") }
    }
}
