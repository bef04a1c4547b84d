import Foundation
import PreviewServer
import TestSupport

/// A small built site in a temporary folder, a secret file outside it, and a server on a
/// free port serving it.
final class SiteFixture {
    static let indexHTML = "<!DOCTYPE html>\n<html><body><h1>Home</h1></body></html>\n"
    static let notFoundHTML = "<!DOCTYPE html>\n<html><body><h1>Lost</h1></body></html>\n"
    static let secret = "TOP-SECRET-OUTSIDE-THE-SITE"
    static let webp: [UInt8] = Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8) + [0, 1, 2, 255, 254]

    let directory: TemporaryDirectory
    let site: URL
    let server: PreviewServer
    var port: UInt16 { server.port }

    init(liveReload: Bool = true, configure: (inout PreviewServer.Configuration) -> Void = { _ in }) throws {
        directory = try TemporaryDirectory("preview-server")
        try directory.write(Self.secret, to: "outside/secret.txt")
        let files: [(String, String)] = [
            ("site/index.html", Self.indexHTML),
            ("site/404.html", Self.notFoundHTML),
            ("site/quotes/x/index.html", "<html><body>Quote X</body></html>"),
            ("site/assets/draper.css", "body { color: black; }\n"),
            ("site/assets/draper.js", "console.log(1);\n"),
            ("site/advent.ics", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"),
            ("site/email/2026-12-05.eml", "Subject: hi\r\n\r\nhello\r\n"),
            ("site/feed.xml", "<?xml version=\"1.0\"?><feed/>"),
            ("site/quotes.json", "[]"),
            ("site/robots.txt", "User-agent: *\n"),
            ("site/fonts/LeagueSpartan.otf", "OTTO"),
            ("site/fonts/Noto.ttf", "true"),
            ("site/fonts/x.woff2", "wOF2"),
            ("site/.draper-manifest.json", "{\"secret\": \"\(Self.secret)\"}"),
            ("site/.well-known/security.txt", "Contact: mailto:a@example.com\n"),
            ("site/café/menu é.txt", "crème"),
            ("site/empty/.keep", ""),
        ]
        for (path, text) in files { try directory.write(text, to: path) }
        try directory.write(Data(Self.webp), to: "site/cards/card.webp")
        site = directory.appending("site")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: site.appendingPathComponent("leak").path,
            withDestinationPath: directory.appending("outside/secret.txt").path)
        try manager.createSymbolicLink(
            atPath: site.appendingPathComponent("leakdir").path, withDestinationPath: "../outside")
        try manager.createSymbolicLink(
            atPath: site.appendingPathComponent("alias.html").path, withDestinationPath: "index.html")
        var configuration = PreviewServer.Configuration(folder: site, port: 0, liveReload: liveReload)
        configure(&configuration)
        server = try PreviewServer(configuration)
    }

    deinit {
        server.stop()
    }

    func get(_ path: String, headers: [(String, String)] = []) throws -> RawHTTP.Response {
        try RawHTTP.request("GET", path, port: port, headers: headers)
    }
}
