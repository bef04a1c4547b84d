import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PreviewServer

/// The server over a real socket: every request here goes through libmicrohttpd.
@Suite(.serialized) struct PreviewServerTests {
    static let script = "<script src=\"/__draper/live-reload.js\"></script>"

    @Test(arguments: [
        ("/assets/draper.css", "text/css; charset=utf-8", "body { color: black; }\n"),
        ("/assets/draper.js", "text/javascript; charset=utf-8", "console.log(1);\n"),
        ("/advent.ics", "text/calendar; charset=utf-8", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"),
        ("/email/2026-12-05.eml", "message/rfc822", "Subject: hi\r\n\r\nhello\r\n"),
        ("/feed.xml", "application/xml; charset=utf-8", "<?xml version=\"1.0\"?><feed/>"),
        ("/quotes.json", "application/json", "[]"),
        ("/robots.txt", "text/plain; charset=utf-8", "User-agent: *\n"),
        ("/fonts/LeagueSpartan.otf", "font/otf", "OTTO"),
        ("/fonts/Noto.ttf", "font/ttf", "true"),
        ("/fonts/x.woff2", "font/woff2", "wOF2"),
        ("/.well-known/security.txt", "text/plain; charset=utf-8", "Contact: mailto:a@example.com\n"),
        ("/caf%C3%A9/menu%20%C3%A9.txt", "text/plain; charset=utf-8", "crème"),
    ])
    func servesFilesWithTheirTypes(path: String, type: String, body: String) throws {
        let fixture = try SiteFixture()
        let response = try fixture.get(path)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == type)
        #expect(response.header("Content-Length") == String(body.utf8.count))
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Cache-Control") == "no-cache")
        #expect(response.text == body)
    }

    @Test func sendsBinaryFilesByteForByte() throws {
        let fixture = try SiteFixture()
        let response = try fixture.get("/cards/card.webp")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "image/webp")
        #expect(response.body == SiteFixture.webp)
    }

    @Test func injectsTheScriptIntoHTMLOnlyOnTheWire() throws {
        let fixture = try SiteFixture()
        for path in ["/", "/index.html", "/alias.html"] {
            let response = try fixture.get(path)
            #expect(response.status == 200, "\(path)")
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Cache-Control") == "no-cache")
            #expect(response.text == "<!DOCTYPE html>\n<html><body><h1>Home</h1>\(Self.script)\n</body></html>\n")
            #expect(response.header("Content-Length") == String(response.body.count))
            #expect(response.header("ETag")?.hasSuffix("-live\"") == true)
        }
        let onDisk = try String(contentsOf: fixture.site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(onDisk == SiteFixture.indexHTML)
    }

    @Test func servesHTMLUnchangedWithoutLiveReload() throws {
        let fixture = try SiteFixture(liveReload: false)
        let page = try fixture.get("/")
        #expect(page.text == SiteFixture.indexHTML)
        #expect(page.header("ETag")?.hasSuffix("-live\"") == false)
        #expect(try fixture.get("/__draper/events").status == 404)
        #expect(try fixture.get("/__draper/live-reload.js").status == 404)
    }

    @Test func answersRepeatRequestsWithNotModified() throws {
        let fixture = try SiteFixture()
        for path in ["/assets/draper.css", "/"] {
            let first = try fixture.get(path)
            let tag = try #require(first.header("ETag"))
            let lastModified = try #require(first.header("Last-Modified"))
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))

            for headers in [
                [("If-None-Match", tag)], [("If-None-Match", "W/" + tag)], [("If-None-Match", "\"other\", " + tag)],
                [("If-Modified-Since", lastModified)],
            ] {
                let again = try fixture.get(path, headers: headers)
                #expect(again.status == 304, "\(path) \(headers)")
                #expect(again.body.isEmpty)
                #expect(again.header("ETag") == tag)
                #expect(again.header("Cache-Control") == "no-cache")
            }
            // A tag that does not match wins over a matching date.
            let changed = try fixture.get(
                path, headers: [("If-None-Match", "\"other\""), ("If-Modified-Since", lastModified)])
            #expect(changed.status == 200)
            #expect(changed.body == first.body)
        }
    }

    @Test func changesTheTagWhenABuildReplacesAFile() throws {
        let fixture = try SiteFixture()
        let before = try #require(try fixture.get("/assets/draper.css").header("ETag"))
        // Builds write a new file and rename it over the old one.
        let file = fixture.site.appendingPathComponent("assets/draper.css")
        try Data("body { color: red; }\n".utf8).write(to: file, options: .atomic)
        let after = try fixture.get("/assets/draper.css", headers: [("If-None-Match", before)])
        #expect(after.status == 200)
        #expect(after.text == "body { color: red; }\n")
        #expect(after.header("ETag") != before)
    }

    @Test func answersHEADWithHeadersOnly() throws {
        let fixture = try SiteFixture()
        for path in ["/assets/draper.css", "/", "/missing"] {
            let get = try fixture.get(path)
            let head = try RawHTTP.request("HEAD", path, port: fixture.port)
            #expect(head.status == get.status, "\(path)")
            #expect(head.body.isEmpty, "\(path)")
            #expect(head.header("Content-Length") == String(get.body.count), "\(path)")
            #expect(head.header("Content-Type") == get.header("Content-Type"), "\(path)")
            #expect(head.header("ETag") == get.header("ETag"), "\(path)")
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"])
    func refusesOtherMethods(method: String) throws {
        let fixture = try SiteFixture()
        let response = try RawHTTP.request(method, "/index.html", port: fixture.port)
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(!response.text.contains("Home"))
    }

    @Test func refusesAPostWithABody() throws {
        let fixture = try SiteFixture()
        let request =
            "POST /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello"
        let response = try RawHTTP.send(request, port: fixture.port)
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test(arguments: [
        "/missing", "/quotes/nope/", "/empty/", "/assets/draper.css/", "/.draper-manifest.json", "/__draper/nothing",
    ])
    func answersMissingPagesWithTheSitesNotFoundPage(path: String) throws {
        let fixture = try SiteFixture()
        let response = try fixture.get(path)
        #expect(response.status == 404)
        #expect(!response.text.contains(SiteFixture.secret))
        if path.hasPrefix("/__draper/") {
            #expect(response.text == "404 Not Found\n")
        } else {
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.text == "<!DOCTYPE html>\n<html><body><h1>Lost</h1>\(Self.script)\n</body></html>\n")
            // A 404 is never "not modified", whatever the browser has.
            let tag = try #require(response.header("ETag"))
            #expect(try fixture.get(path, headers: [("If-None-Match", tag)]).status == 404)
        }
    }

    @Test func answersMissingPagesInPlainTextWithoutA404Page() throws {
        let fixture = try SiteFixture()
        try FileManager.default.removeItem(at: fixture.site.appendingPathComponent("404.html"))
        let response = try fixture.get("/missing")
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.text == "404 Not Found\n")
    }

    @Test func warnsOnceWhenTheSiteIsAskedForUnderAnotherPath() throws {
        let warnings = Mutex<[String]>([])
        let fixture = try SiteFixture { $0.warn = { message in warnings.withLock { $0.append(message) } } }
        // A site built for / read under /shelf/: its pages link to /shelf/assets/…
        #expect(try fixture.get("/shelf/assets/draper.css").status == 404)
        #expect(try fixture.get("/shelf/quotes/x/index.html").status == 404)
        // Nothing of the site's under /elsewhere/: a plain miss, not a site in the wrong place.
        #expect(try fixture.get("/elsewhere/nothing.css").status == 404)
        #expect(try fixture.get("/missing").status == 404)
        let said = warnings.withLock { $0 }
        #expect(said.count == 1)
        #expect(said.first?.contains("/shelf/assets/draper.css was asked for") == true)
        #expect(said.first?.contains("a baseURL that ends in /shelf/") == true)
    }

    @Test(arguments: [
        ("/quotes/x", "/quotes/x/"),
        ("/quotes", "/quotes/"),
        ("/quotes/x?ref=feed&x", "/quotes/x/?ref=feed&x"),
        ("/caf%C3%A9", "/caf%C3%A9/"),
        // Never a protocol-relative `//host/…`, which a browser would follow to another host.
        ("//quotes", "/quotes/"),
        ("//quotes/x", "/quotes/x/"),
        ("///quotes//x?a=1", "/quotes/x/?a=1"),
    ])
    func redirectsFoldersToTheirSlashForm(path: String, location: String) throws {
        let fixture = try SiteFixture()
        let response = try fixture.get(path)
        #expect(response.status == 301)
        #expect(response.header("Location") == location)
    }

    @Test func servesAFoldersIndexPage() throws {
        let fixture = try SiteFixture()
        let response = try fixture.get("/quotes/x/")
        #expect(response.status == 200)
        #expect(response.text == "<html><body>Quote X\(Self.script)\n</body></html>")
    }

    @Test(arguments: [
        ("/../outside/secret.txt", 400),
        ("/assets/../../outside/secret.txt", 400),
        ("/%2e%2e/outside/secret.txt", 400),
        ("/%2E%2E%2Foutside%2Fsecret.txt", 400),
        ("/assets/%2e%2e%2f%2e%2e%2foutside%2fsecret.txt", 400),
        ("/..%2f..%2foutside/secret.txt", 400),
        ("/..\\..\\outside\\secret.txt", 400),
        ("/%5c..%5c..%5coutside%5csecret.txt", 400),
        ("/index.html%00.png", 400),
        ("/%00", 400),
        ("/100%", 400),
        ("/leak", 403),
        ("/leakdir/secret.txt", 403),
        ("/.draper-manifest.json", 404),
        ("/%2edraper-manifest.json", 404),
    ])
    func keepsRequestsInsideTheFolder(target: String, status: Int) throws {
        let fixture = try SiteFixture()
        let response = try RawHTTP.send(
            "GET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: fixture.port)
        #expect(response.status == status)
        #expect(!response.text.contains(SiteFixture.secret))
    }

    @Test func servesTheLiveReloadScript() throws {
        let fixture = try SiteFixture()
        let response = try fixture.get("/__draper/live-reload.js")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(response.text == LiveReload.script)
        let tag = try #require(response.header("ETag"))
        #expect(try fixture.get("/__draper/live-reload.js", headers: [("If-None-Match", tag)]).status == 304)
    }

    @Test func streamsReloadsAndProblemsToOpenPages() throws {
        let fixture = try SiteFixture()
        let page = try EventStreamClient(port: fixture.port, path: "/__draper/events")
        #expect(page.head.first?.contains(" 200 ") == true)
        #expect(page.head.contains("Content-Type: text/event-stream; charset=utf-8"))
        let hello = try page.next(named: "hello")
        #expect(!hello.data.isEmpty)
        try waitUntil { fixture.server.connectedPages == 1 }

        let problem = "data/quotes.json:3:5: error: expected ',' <script>alert(1)</script>\nsecond line"
        fixture.server.showProblem(problem)
        #expect(try page.next() == .init(name: "problem", data: problem))

        // A page opened while the build is broken hears about it at once.
        let late = try EventStreamClient(port: fixture.port, path: "/__draper/events")
        #expect(try late.next() == .init(name: "hello", data: hello.data))
        #expect(try late.next() == .init(name: "problem", data: problem))

        fixture.server.reloadPages()
        #expect(try page.next() == .init(name: "reload", data: ""))
        #expect(try late.next() == .init(name: "reload", data: ""))

        // After a good build the problem is forgotten: the next event a new page sees is the next reload.
        let fresh = try EventStreamClient(port: fixture.port, path: "/__draper/events")
        #expect(try fresh.next()?.name == "hello")
        fixture.server.reloadPages()
        #expect(try fresh.next() == .init(name: "reload", data: ""))
    }

    @Test func sendsKeepAlivesOnQuietStreams() throws {
        let directory = try TemporaryDirectory()
        let server = try PreviewServer(.init(folder: directory.url, port: 0, keepAliveInterval: .milliseconds(100)))
        let socket = try TestSocket(port: server.port, timeout: .seconds(5))
        try socket.write(Array("GET /__draper/events HTTP/1.0\r\n\r\n".utf8))
        var sawKeepAlive = false
        while let line = try socket.readLine() {
            if line == ":keep-alive" {
                sawKeepAlive = true
                break
            }
        }
        #expect(sawKeepAlive)
        server.stop()
    }

    @Test func stopsCleanlyWithStreamsOpen() throws {
        let fixture = try SiteFixture()
        let page = try EventStreamClient(port: fixture.port, path: "/__draper/events")
        _ = try page.next(named: "hello")
        let started = ContinuousClock.now
        fixture.server.stop()
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(try page.next() == nil)
        #expect(throws: RawHTTP.Failure.self) { try fixture.get("/") }
        fixture.server.stop()
        // The listening socket is closed: the port can be taken again at once.
        let again = try PreviewServer(.init(folder: fixture.site, port: fixture.port))
        #expect(try RawHTTP.request("GET", "/robots.txt", port: again.port).status == 200)
    }

    @Test func reportsABusyPort() throws {
        let fixture = try SiteFixture()
        let port = fixture.port
        #expect(throws: PreviewServerError(.portInUse(port), path: "127.0.0.1:\(port)")) {
            try PreviewServer(.init(folder: fixture.site, port: port))
        }
        let message = PreviewServerError(.portInUse(port), path: "127.0.0.1:\(port)").description
        #expect(message == "127.0.0.1:\(port): error: port \(port) is already in use by another program")
    }

    @Test func reportsAnUnknownHostAndAMissingFolder() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try PreviewServer(.init(folder: directory.url, host: "no-such-host.invalid", port: 0))
        } throws: { error in
            guard let error = error as? PreviewServerError, case .hostUnknown = error.reason else { return false }
            return error.path == "no-such-host.invalid:0"
        }
        let missing = directory.appending("missing")
        #expect {
            try PreviewServer(.init(folder: missing, port: 0))
        } throws: { error in
            guard let error = error as? PreviewServerError, case .folderMissing = error.reason else { return false }
            return error.path == missing.path
        }
    }

    @Test func listensOnIPv6Loopback() throws {
        let directory = try TemporaryDirectory()
        let result = Result { () throws(PreviewServerError) in
            try PreviewServer(.init(folder: directory.url, host: "::1", port: 0))
        }
        // No IPv6 on this machine: nothing to test.
        if case .failure(let error) = result, error.reason == .addressUnavailable { return }
        let server = try result.get()
        #expect(server.url == "http://[::1]:\(server.port)/")
        server.stop()
    }

    /// Polls `condition` for up to five seconds.
    private func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            if ContinuousClock.now > deadline {
                Issue.record("condition not met within 5 s", sourceLocation: sourceLocation)
                return
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
