import Foundation
import Testing

@testable import Site

/// The hostile-input checks must catch what they are there to catch: each of these
/// documents is an injection that got through, and each must be reported.
@Suite struct HostileCheckTests {
    static let badFragments = [
        "<p>ok</p><script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        #"<a href=" java&#x09;script:alert(1)">x</a>"#,
        #"<a href="JAVASCRIPT:alert(1)">x</a>"#,
        #"<img srcset="data:image/svg+xml,x 1x">"#,
        #"<svg><desc>x</desc></svg>"#,
        #"<meta http-equiv="Refresh" content="0;url=https://evil.example/">"#,
        #"<a data-shuffle="[oops" href="a.html">x</a>"#,
        #"<base href="https://evil.example/">"#,
        #"<template class="sealed" data-key="k" data-sealed="\#(Seal.seal("<b onmouseover=x>hi</b>", key: "k"))"></template>"#,
    ]

    @Test(arguments: badFragments)
    func badHTMLIsReported(_ html: String) throws {
        withKnownIssue {
            try HostilePageCheck(path: "bad.html", script: nil).check(document: html)
        }
    }

    @Test func aPageWithASecondScriptIsReported() throws {
        let page =
            #"<script src="assets/draper-1.js" defer></script><p>"</p><script src="https://evil.example/x.js"></script>"#
        withKnownIssue {
            try HostilePageCheck(path: "page.html", script: "assets/draper-1.js").check(document: page)
        }
        try HostilePageCheck(path: "page.html", script: "assets/draper-1.js")
            .check(document: #"<script src="assets/draper-1.js" defer></script><p>&lt;script&gt;</p>"#)
    }

    @Test func anEventInjectedIntoAnEventIsReported() throws {
        let calendar =
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:a", "DTSTART:20261201T200000Z", "SUMMARY:Door",
                "BEGIN:VEVENT", "SUMMARY:pwned", "END:VEVENT", "END:VEVENT", "END:VCALENDAR",
            ].joined(separator: "\r\n") + "\r\n"
        withKnownIssue {
            try HostileInputTests.checkCalendar(calendar, path: "bad.ics", events: nil)
        }
    }

    @Test func aHeaderInjectedIntoAnEmailIsReported() throws {
        let email = [
            "From: a@example.org", "To: b@example.org", "Subject: Hi", "Bcc: victim@example.org",
            "Date: Tue, 01 Dec 2026 13:00:00 +0100", "Message-ID: <x@example.org>", "MIME-Version: 1.0",
            #"Content-Type: multipart/alternative; boundary="b""#, "", "--b", "Content-Type: text/plain", "", "x",
            "--b--",
        ].joined(separator: "\r\n")
        withKnownIssue {
            try HostileInputTests.checkEmail(Data(email.utf8), path: "bad.eml")
        }
    }
}
