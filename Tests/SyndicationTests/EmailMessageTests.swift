import Foundation
import Syndication
import Testing

@Suite("MIME email messages")
struct EmailMessageTests {
    private let card = InlineImage(
        contentID: "card-05@advent.example", mediaType: .png, filename: "card-05.png", data: Array(0..<60))

    private func message(
        from: EmailAddress = EmailAddress("elves@advent.example", name: "Advent Elves"),
        to: [EmailAddress] = [EmailAddress("anna@example.com")],
        subject: String = "Door 5",
        messageID: String? = "door-05@advent.example",
        html: String = "<p>Door 5</p>",
        images: [InlineImage] = []
    ) -> EmailMessage {
        EmailMessage(
            from: from, to: to, subject: subject, date: TestDates.utc(2026, 12, 5, 8), timeZone: TestDates.berlin,
            messageID: messageID, plainText: "Door 5", html: html, images: images)
    }

    /// The message with each boundary, taken from its Content-Type header, replaced by a name.
    private func withNamedBoundaries(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        var result = text
        var names = ["ALTERNATIVE", "RELATED"].makeIterator()
        for line in text.components(separatedBy: "\r\n")
        where line.hasPrefix(" boundary=\"") || line.contains("; boundary=\"") {
            guard let start = line.range(of: "boundary=\"")?.upperBound, let end = line[start...].firstIndex(of: "\""),
                let name = names.next()
            else { continue }
            let boundary = String(line[start..<end])
            #expect(
                boundary.hasPrefix("=_") && boundary.count == 26, "boundary \(boundary)", sourceLocation: sourceLocation
            )
            result = result.replacingOccurrences(of: boundary, with: name)
        }
        return result
    }

    /// The value of a header, unfolded.
    private func header(_ name: String, in text: String) -> String? {
        let headers = text.components(separatedBy: "\r\n\r\n")[0].replacingOccurrences(of: "\r\n ", with: " ")
        return headers.components(separatedBy: "\r\n").first { $0.hasPrefix(name + ": ") }.map {
            String($0.dropFirst(name.count + 2))
        }
    }

    @Test("a message with an inline image, byte for byte (boundaries named)")
    func literalStructure() throws {
        let message = EmailMessage(
            from: EmailAddress("elves@advent.example", name: "Advent Elves"),
            to: [EmailAddress("anna@example.com", name: "Anna"), EmailAddress("ben@example.com")],
            subject: "Türchen 5 – 20 days left to Christmas! 🎄",
            date: TestDates.utc(2026, 12, 5, 8),
            timeZone: TestDates.berlin,
            messageID: "door-05.2026@advent.example",
            plainText: "Door 5 is open: https://advent.example/doors/5/\n",
            html: "<p>Door 5 is open.</p>\n<img src=\"cid:card-05@advent.example\" alt=\"Door 5\">\n",
            images: [card]
        )
        #expect(
            withNamedBoundaries(try message.render())
                == """
                From: Advent Elves <elves@advent.example>
                To: Anna <anna@example.com>, ben@example.com
                Subject: =?UTF-8?Q?T=C3=BCrchen_5_=E2=80=93_20_days_left_to_Christmas!_?=
                 =?UTF-8?Q?=F0=9F=8E=84?=
                Date: Sat, 05 Dec 2026 09:00:00 +0100
                Message-ID: <door-05.2026@advent.example>
                MIME-Version: 1.0
                Content-Type: multipart/alternative; boundary="ALTERNATIVE"

                --ALTERNATIVE
                Content-Type: text/plain; charset=utf-8
                Content-Transfer-Encoding: quoted-printable

                Door 5 is open: https://advent.example/doors/5/

                --ALTERNATIVE
                Content-Type: multipart/related; type="text/html";
                 boundary="RELATED"

                --RELATED
                Content-Type: text/html; charset=utf-8
                Content-Transfer-Encoding: quoted-printable

                <p>Door 5 is open.</p>
                <img src=3D"cid:card-05@advent.example" alt=3D"Door 5">

                --RELATED
                Content-Type: image/png
                Content-Transfer-Encoding: base64
                Content-ID: <card-05@advent.example>
                Content-Disposition: inline; filename="card-05.png"

                AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4
                OTo7
                --RELATED--
                --ALTERNATIVE--

                """.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test("without images the HTML part sits directly in multipart/alternative")
    func withoutImages() throws {
        let text = withNamedBoundaries(try message().render())
        #expect(
            text.hasSuffix(
                """
                MIME-Version: 1.0
                Content-Type: multipart/alternative; boundary="ALTERNATIVE"

                --ALTERNATIVE
                Content-Type: text/plain; charset=utf-8
                Content-Transfer-Encoding: quoted-printable

                Door 5
                --ALTERNATIVE
                Content-Type: text/html; charset=utf-8
                Content-Transfer-Encoding: quoted-printable

                <p>Door 5</p>
                --ALTERNATIVE--

                """.replacingOccurrences(of: "\n", with: "\r\n")))
    }

    @Test("every line ends in CRLF, is 7-bit and at most 78 characters")
    func lineRules() throws {
        let big = InlineImage(
            contentID: "big@x.example", mediaType: .jpeg, filename: "Grüße aus dem Advent.jpg",
            data: (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let text = try message(
            from: EmailAddress(
                "elves@advent.example", name: "Die Weihnachtswichtel aus dem Adventskalender-Büro in Nürnberg"),
            subject: String(repeating: "日本語の件名 ", count: 12),
            html: "<img src=\"cid:big@x.example\">" + String(repeating: "<p>Absatz mit Umlauten: äöü</p>", count: 30),
            images: [big]
        ).render()
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains { $0 == "\r" || $0 == "\n" })
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 78, "\(line)")
        }
        #expect(text.contains("Content-Type: image/jpeg\r\n"))
        #expect(
            text.contains(
                "Content-Disposition: inline;\r\n filename*=utf-8''Gr%C3%BC%C3%9Fe%20aus%20dem%20Advent.jpg\r\n"))
    }

    @Test(
        "subjects",
        arguments: [
            ("Door 5 is open", "Subject: Door 5 is open\r\n"),
            ("  Door\t5\r\nBcc: victim@example.com  ", "Subject: Door 5 Bcc: victim@example.com\r\n"),
            (
                "Looks like =?UTF-8?Q?x?= but is not",
                "Subject: =?UTF-8?Q?Looks_like_=3D=3FUTF-8=3FQ=3Fx=3F=3D_but_is_not?=\r\n"
            ),
            (
                "Door 5 is open, and so are all the other doors you missed while you were away skiing",
                "Subject: Door 5 is open, and so are all the other doors you missed while you\r\n were away skiing\r\n"
            ),
            (
                "Türchen 5 – 20 days left to Christmas! 🎄",
                "Subject: =?UTF-8?Q?T=C3=BCrchen_5_=E2=80=93_20_days_left_to_Christmas!_?=\r\n =?UTF-8?Q?=F0=9F=8E=84?=\r\n"
            ),
            ("日本語", "Subject: =?UTF-8?B?5pel5pys6Kqe?=\r\n"),
        ])
    func subjects(subject: String, field: String) throws {
        let text = try message(subject: subject).render()
        let start = try #require(text.range(of: "\r\nSubject: ")).lowerBound
        let end = try #require(text.range(of: "\r\nDate: ")).lowerBound
        #expect(String(text[text.index(after: start)..<end]) + "\r\n" == field)
    }

    @Test(
        "long subjects become encoded-words of at most 75 characters that decode to the subject",
        arguments: [
            String(repeating: "日本語の件名 ", count: 12),
            String(repeating: "🎄", count: 40),
            String(repeating: "Grüße ", count: 30),
            String(repeating: "👨‍👩‍👧‍👦", count: 8),
        ])
    func encodedWords(subject: String) throws {
        let text = try message(subject: subject).render()
        let field = try #require(header("Subject", in: text))
        var decoded = ""
        for word in field.split(separator: " ") {
            #expect(word.count <= 75)
            #expect(word.hasPrefix("=?UTF-8?") && word.hasSuffix("?="))
            let payload = word.dropFirst(10).dropLast(2)
            let bytes: [UInt8]
            if word.hasPrefix("=?UTF-8?B?") {
                bytes = Array(try #require(Data(base64Encoded: String(payload))))
            } else {
                bytes = try decodeQ(payload)
            }
            // Each word holds whole characters, so each decodes on its own.
            decoded += try #require(String(validating: bytes, as: UTF8.self))
        }
        #expect(decoded == subject.trimmingCharacters(in: .whitespaces))
    }

    private func decodeQ(_ payload: Substring) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var index = payload.startIndex
        while index < payload.endIndex {
            switch payload[index] {
            case "_":
                bytes.append(32)
                index = payload.index(after: index)
            case "=":
                let hex = payload[payload.index(after: index)..<payload.index(index, offsetBy: 3)]
                bytes.append(try #require(UInt8(hex, radix: 16)))
                index = payload.index(index, offsetBy: 3)
            default:
                bytes += Array(String(payload[index]).utf8)
                index = payload.index(after: index)
            }
        }
        return bytes
    }

    @Test(
        "display names",
        arguments: [
            ("Advent Elves", "Advent Elves <elves@advent.example>"),
            ("Elves, Inc.", "\"Elves, Inc.\" <elves@advent.example>"),
            ("Say \"hi\" \\o/", "\"Say \\\"hi\\\" \\\\o/\" <elves@advent.example>"),
            ("Jörg", "=?UTF-8?B?SsO2cmc=?= <elves@advent.example>"),
            ("Jörg Mayer-Schmidt", "=?UTF-8?B?SsO2cmc=?= Mayer-Schmidt <elves@advent.example>"),
            ("Jörg Müller", "=?UTF-8?B?SsO2cmcgTcO8bGxlcg==?= <elves@advent.example>"),
            ("Türchen-Team des Kalenders", "=?UTF-8?Q?T=C3=BCrchen-Team?= des Kalenders <elves@advent.example>"),
            ("Evil\r\nBcc: victim@example.com", "\"Evil Bcc: victim@example.com\" <elves@advent.example>"),
            ("Die Wichtel aus Nürnberg", "Die Wichtel aus =?UTF-8?B?TsO8cm5iZXJn?= <elves@advent.example>"),
            ("Elves, Inc. – Jörg", "=?UTF-8?B?RWx2ZXMsIEluYy4g4oCTIErDtnJn?= <elves@advent.example>"),
            ("", "elves@advent.example"),
        ])
    func displayNames(name: String, field: String) throws {
        let text = try message(from: EmailAddress("elves@advent.example", name: name)).render()
        #expect(text.hasPrefix("From: " + field + "\r\n"))
    }

    @Test(
        "the Date header",
        arguments: [
            (TestDates.utc(2026, 12, 5, 8), "Europe/Berlin", "Sat, 05 Dec 2026 09:00:00 +0100"),
            (TestDates.utc(2026, 7, 1, 8, 5, 9), "Europe/Berlin", "Wed, 01 Jul 2026 10:05:09 +0200"),
            (TestDates.utc(2026, 12, 5, 3), "America/New_York", "Fri, 04 Dec 2026 22:00:00 -0500"),
            (TestDates.utc(2026, 12, 5, 8), "Asia/Kolkata", "Sat, 05 Dec 2026 13:30:00 +0530"),
            (TestDates.utc(2024, 2, 29, 23, 59, 59), "UTC", "Thu, 29 Feb 2024 23:59:59 +0000"),
        ])
    func dateHeader(date: Date, zone: String, field: String) throws {
        var email = message()
        email.date = date
        email.timeZone = try #require(TimeZone(identifier: zone))
        #expect(header("Date", in: try email.render()) == field)
    }

    @Test("a derived Message-ID is stable, changes with the content, and uses the sender's domain")
    func derivedMessageID() throws {
        let first = try #require(header("Message-ID", in: try message(messageID: nil).render()))
        #expect(first == (try header("Message-ID", in: message(messageID: nil).render())))
        #expect(first != (try header("Message-ID", in: message(subject: "Door 6", messageID: nil).render())))
        #expect(first.hasPrefix("<") && first.hasSuffix("@advent.example>"))
        let hash = first.dropFirst().prefix { $0 != "@" }
        #expect(hash.allSatisfy { $0.isHexDigit })
        #expect(first.count == 1 + 32 + "@advent.example>".count)
        #expect(
            header("Message-ID", in: try message(messageID: "<given@advent.example>").render())
                == "<given@advent.example>")
    }

    @Test("boundaries delimit the parts and nothing else")
    func boundaries() throws {
        let html = "<p>--=_ looks like a boundary</p><img src=\"cid:card-05@advent.example\">"
        let text = try message(html: html, images: [card]).render()
        let lines = text.components(separatedBy: "\r\n")
        let declared = lines.compactMap { line -> String? in
            guard let start = line.range(of: "boundary=\"")?.upperBound else { return nil }
            return String(line[start...].dropLast())
        }
        #expect(declared.count == 2 && declared[0] != declared[1])
        for boundary in declared {
            let uses = lines.filter { $0.contains(boundary) && !$0.contains("boundary=") }
            #expect(uses.allSatisfy { $0 == "--" + boundary || $0 == "--" + boundary + "--" })
            #expect(uses.filter { $0 == "--" + boundary + "--" }.count == 1)
        }
        #expect(text.contains("<p>--=3D_ looks like a boundary</p>"))
    }

    @Test(
        "content ids the HTML refers to",
        arguments: [
            ("<img src=\"cid:card-05@advent.example\">", ["card-05@advent.example"]),
            ("<img src='CID:a@b'><img src=\"cid:c@d\"><img src=\"cid:a@b\">", ["a@b", "c@d"]),
            ("<td style=\"background: url(cid:bg@x)\">", ["bg@x"]),
            ("<img src=\"cid:card%2D5@x\">", ["card-5@x"]),
            ("<p>acid:rain and decide: nothing</p>", []),
            ("<img src=\"https://advent.example/card.png\">", []),
        ])
    func references(html: String, ids: [String]) {
        #expect(EmailMessage.contentIDReferences(inHTML: html) == ids)
    }

    @Test("List-Unsubscribe: each URL in angle brackets, folded between them; one-click only with an https one")
    func unsubscribe() throws {
        var mail = message()
        let long = "https://advent.example/unsubscribe?list=daily-quotes&who=anna%40example.com&token=0123456789"
        mail.unsubscribe = ["mailto:leave@advent.example?subject=unsubscribe", long]
        let text = try mail.render()
        #expect(
            text.contains(
                "Message-ID: <door-05@advent.example>\r\nList-Unsubscribe: <mailto:leave@advent.example?subject=unsubscribe>,\r\n <\(long)>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\nMIME-Version: 1.0\r\n"
            ))
        mail.unsubscribe = ["mailto:leave@advent.example"]
        let mailtoOnly = try mail.render()
        #expect(header("List-Unsubscribe", in: mailtoOnly) == "<mailto:leave@advent.example>")
        #expect(header("List-Unsubscribe-Post", in: mailtoOnly) == nil)
        #expect(header("List-Unsubscribe", in: try message().render()) == nil)
    }

    @Test(
        "an unsubscribe URL that could end the header, or start another, is refused",
        arguments: [
            "https://advent.example/u\r\nBcc: victim@example.com", "https://advent.example/u>, <https://evil.example/",
            "https://advent.example/u,https://evil.example/", "https://advent.example/u v", "http://advent.example/u",
            "javascript:alert(1)", "https://advent.example/ü", "https://advent.example/\"",
            "https://advent.example/" + String(repeating: "a", count: 900),
        ])
    func invalidUnsubscribe(url: String) {
        var mail = message()
        mail.unsubscribe = [url]
        #expect(throws: SyndicationError(.invalidUnsubscribeURL(url), at: "List-Unsubscribe header")) {
            try mail.render()
        }
    }

    @Test func unresolvedContentIDs() {
        let html = "<img src=\"cid:card-05@advent.example\"><img src=\"cid:logo@advent.example\">"
        #expect(EmailMessage.unresolvedContentIDs(html: html, images: [card]) == ["logo@advent.example"])
        #expect(
            EmailMessage.unresolvedContentIDs(html: "<img src=\"cid:card-05@advent.example\">", images: [card]).isEmpty)
        #expect(throws: SyndicationError(.unresolvedContentID("logo@advent.example"), at: "HTML part")) {
            try message(html: html, images: [card]).render()
        }
    }

    @Test(
        "problems name the header or image",
        arguments: [
            (
                EmailAddress("no-at-sign"), [], nil, [],
                SyndicationError(.invalidEmailAddress("no-at-sign"), at: "From header")
            ),
            (EmailAddress("a@b@c"), [], nil, [], SyndicationError(.invalidEmailAddress("a@b@c"), at: "From header")),
            (
                EmailAddress("e@x.example"), [EmailAddress("jörg@example.com")], nil, [],
                SyndicationError(.invalidEmailAddress("jörg@example.com"), at: "To header")
            ),
            (
                EmailAddress("e@x.example"), [EmailAddress("a@example.com\r\nBcc: victim@example.com")], nil, [],
                SyndicationError(.invalidEmailAddress("a@example.com\r\nBcc: victim@example.com"), at: "To header")
            ),
            (
                EmailAddress("e@x.example"), [EmailAddress("a b@example.com")], nil, [],
                SyndicationError(.invalidEmailAddress("a b@example.com"), at: "To header")
            ),
            (
                EmailAddress("e@x.example"), [EmailAddress(".a@example.com")], nil, [],
                SyndicationError(.invalidEmailAddress(".a@example.com"), at: "To header")
            ),
            (
                EmailAddress("e@x.example"), [], "not an id", [],
                SyndicationError(.invalidMessageID("not an id"), at: "Message-ID header")
            ),
            (
                EmailAddress("e@x.example"), [], nil,
                [InlineImage(contentID: "<card>", mediaType: .png, filename: "card.png", data: [1])],
                SyndicationError(.invalidContentID("<card>"), at: "image 'card.png'")
            ),
            (
                EmailAddress("e@x.example"), [], nil,
                [
                    InlineImage(contentID: "c@x", mediaType: .png, filename: "a.png", data: [1]),
                    InlineImage(contentID: "c@x", mediaType: .png, filename: "b.png", data: [2]),
                ],
                SyndicationError(.duplicateID("c@x"), at: "image 'b.png'")
            ),
        ] as [(EmailAddress, [EmailAddress], String?, [InlineImage], SyndicationError)])
    func invalid(
        from: EmailAddress, to: [EmailAddress], messageID: String?, images: [InlineImage], error: SyndicationError
    ) {
        #expect(throws: error) {
            try EmailMessage(
                from: from, to: to, subject: "S", date: TestDates.utc(2026, 12, 5), timeZone: .gmt,
                messageID: messageID,
                plainText: "t", html: "h", images: images
            ).render()
        }
    }
}
