import CivilTime
import Diagnostics
import Testing

@testable import Project

/// The record keeps every kind of card file to share or email the site has made, and the day
/// it stopped making one.
@Suite("Card files in the published record")
struct PublishedCardFilesTests {
    static let og = PublishedRecord.CardFiles(path: "cards/<address>/og.jpg", format: .jpg, width: 1200, height: 630)
    static let story = PublishedRecord.CardFiles(
        path: "cards/<address>/story.png", format: .png, width: 1080, height: 1920)
    static let email = PublishedRecord.CardFiles(
        path: "email/cards/<address>.jpg", format: .jpg, width: 1080, height: 1080)

    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }

    @Test("a kind no longer made ends on the day; made again, it is live; its size follows the settings")
    func recordCardFiles() {
        var record = PublishedRecord()
        let first = record.recordCardFiles([Self.og, Self.story], today: Self.day("2026-12-01"))
        #expect(first.ended.isEmpty && first.back.isEmpty)
        #expect(record.cardFiles.map(\.path) == ["cards/<address>/og.jpg", "cards/<address>/story.png"])

        let second = record.recordCardFiles([Self.story, Self.email], today: Self.day("2026-12-03"))
        #expect(second.ended == ["cards/<address>/og.jpg"] && second.back.isEmpty)
        #expect(record.cardFiles.first { $0.path == Self.og.path }?.until == Self.day("2026-12-03"))

        let third = record.recordCardFiles([Self.story, Self.email], today: Self.day("2026-12-04"))
        #expect(third.ended.isEmpty, "an ended kind keeps the day it ended")
        #expect(record.cardFiles.first { $0.path == Self.og.path }?.until == Self.day("2026-12-03"))

        var email = Self.email
        email.width = 1200
        email.height = 630
        let fourth = record.recordCardFiles([Self.og, Self.story, email], today: Self.day("2026-12-05"))
        #expect(fourth.back == ["cards/<address>/og.jpg"] && fourth.ended.isEmpty)
        #expect(record.cardFiles.allSatisfy { $0.until == nil })
        #expect(record.cardFiles.first { $0.path == Self.email.path }.map { [$0.width, $0.height] } == [1200, 630])
    }

    @Test("a quote keeps the kinds that ended on or after the day it was published")
    func endedForAQuote() {
        var record = PublishedRecord()
        _ = record.recordCardFiles([Self.og, Self.story], today: Self.day("2026-12-01"))
        _ = record.recordCardFiles([Self.story], today: Self.day("2026-12-03"))
        _ = record.recordCardFiles([], today: Self.day("2026-12-06"))
        #expect(record.endedCardFiles(publishedSince: nil).map(\.path) == [Self.og.path, Self.story.path])
        #expect(
            record.endedCardFiles(publishedSince: Self.day("2026-12-03")).map(\.path) == [
                Self.og.path, Self.story.path,
            ])
        #expect(record.endedCardFiles(publishedSince: Self.day("2026-12-04")).map(\.path) == [Self.story.path])
        #expect(record.endedCardFiles(publishedSince: Self.day("2026-12-07")).isEmpty)
    }

    @Test("a path names a share file of a size, or the email image, at a quote's address")
    func kinds() {
        #expect(Self.og.kind == .share(stem: "og"))
        #expect(Self.email.kind == .email)
        #expect(Self.og.path(for: "ada-on-engines") == "cards/ada-on-engines/og.jpg")
        #expect(Self.email.path(for: "advent-3") == "email/cards/advent-3.jpg")
        let png8 = PublishedRecord.CardFiles(
            path: "cards/<address>/1200x800-png8.png", format: .png8, width: 1200, height: 800)
        #expect(png8.kind == .share(stem: "1200x800-png8"))
        for path in [
            "cards/<address>/og.png", "cards/<address>/../og.jpg", "cards/<address>/.jpg", "cards/x/og.jpg",
            "assets/<address>.jpg", "email/cards/<address>/og.jpg",
        ] {
            #expect(
                PublishedRecord.CardFiles(path: path, format: .jpg, width: 1200, height: 630).kind == nil, "\(path)")
        }
    }

    @Test("the card files read back as written; a bad path, format or size is an error at its place")
    func roundTrip() throws {
        var record = PublishedRecord()
        _ = record.recordCardFiles([Self.og, Self.email], today: Self.day("2026-12-01"))
        _ = record.recordCardFiles([Self.email], today: Self.day("2026-12-02"))
        let text = record.text
        #expect(
            text.contains(
                #"{ path: "cards/<address>/og.jpg", format: "jpg", width: 1200, height: 630, until: "2026-12-02" },"#))
        let (read, diagnostics) = try PublishedListsTests.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read?.cardFiles == record.cardFiles)

        let bad = """
            {
              version: 1,
              quotes: [],
              cardFiles: [
                { path: "cards/<address>/og.jpg", format: "avif", width: 1200, height: 630 },
                { path: "cards/<address>/og.jpg", format: "png", width: 1200, height: 630 },
                { path: "cards/<address>/og.jpg", format: "jpg", width: 0, height: 630 },
                { path: "email/cards/<address>.jpg", format: "jpg", width: 1200, height: 630, size: 3 },
              ],
            }
            """
        let (none, errors) = try PublishedListsTests.decode(bad)
        #expect(none == nil)
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 5 && $0.message.contains("avif") })
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 6 && $0.message.contains("path") })
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 7 && $0.message.contains("width") })
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 8 && $0.message.contains("size") })
    }
}
