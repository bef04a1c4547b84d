import Diagnostics
import Testing

@testable import Project

/// The record keeps the site's first address, under which its feed entries and calendar
/// events keep their ids.
@Suite("The ids' address in the published record")
struct PublishedIDBaseTests {
    @Test("the address reads back as written, made to end in a slash; one that is not an http(s) URL is an error")
    func roundTrip() throws {
        var record = PublishedRecord()
        record.idBase = "https://you.example.io/quotes/"
        #expect(record.text.contains(#"  idBase: "https://you.example.io/quotes/","#))
        let (read, diagnostics) = try PublishedListsTests.decode(record.text)
        #expect(diagnostics.isEmpty)
        #expect(read?.idBase == "https://you.example.io/quotes/")

        let (slashed, _) = try PublishedListsTests.decode(
            #"{ version: 1, idBase: "https://you.example.io/quotes", quotes: [] }"#)
        #expect(slashed?.idBase == "https://you.example.io/quotes/")

        let bad = """
            {
              version: 1,
              idBase: "quotes/",
              quotes: [],
            }
            """
        let (none, errors) = try PublishedListsTests.decode(bad)
        #expect(none == nil)
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 3 && $0.message.contains("idBase") })
    }
}
