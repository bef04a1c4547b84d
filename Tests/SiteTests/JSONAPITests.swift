import Foundation
import Testing

@testable import Site

@Suite("quotes.json")
struct JSONAPITests {
    @Test(
        "a card file's extension, as Foundation's pathExtension gives it",
        arguments: ["cards/q-1/og-email.jpg", "a.tar.gz", "cards/x/.hidden", "name.", "noextension", "dir.d/file", ""])
    func fileExtension(path: String) {
        #expect(JSONAPI.fileExtension(path) == (path as NSString).pathExtension)
    }
}
