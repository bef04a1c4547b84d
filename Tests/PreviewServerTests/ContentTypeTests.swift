import Testing

@testable import PreviewServer

struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("advent.ics", "text/calendar; charset=utf-8"),
        ("2026-12-05.eml", "message/rfc822"),
        ("card.webp", "image/webp"),
        ("card.PNG", "image/png"),
        ("photo.jpg", "image/jpeg"),
        ("feed.xml", "application/xml; charset=utf-8"),
        ("quotes.json", "application/json"),
        ("draper.css", "text/css; charset=utf-8"),
        ("draper.js", "text/javascript; charset=utf-8"),
        ("LeagueSpartan.otf", "font/otf"),
        ("Noto.ttf", "font/ttf"),
        ("font.woff2", "font/woff2"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("favicon.svg", "image/svg+xml"),
        ("README", "application/octet-stream"),
        (".htaccess", "application/octet-stream"),
        ("archive.tar.gz", "application/octet-stream"),
    ])
    func byExtension(name: String, type: String) {
        #expect(ContentType.forFile(named: name) == type)
    }
}
