import Cards
import Diagnostics
import Foundation
import Imaging
import Synchronization
import Testing

/// A rebuild's few changed cards are rendered before the thousands kept are looked at, so
/// that they share the cores with those checks instead of waiting for them.
@Suite struct CardBatchOrderTests {
    /// Keeps every file the last build recorded, and notes what happened in turn.
    private final class RecordingSink: CardSink {
        let recorded: Set<String>
        let events = Mutex<[String]>([])

        init(recorded: Set<String>) {
            self.recorded = recorded
        }

        func mayKeep(_ files: [(path: String, key: String)]) -> Bool {
            files.allSatisfy { recorded.contains($0.path) }
        }

        func keepIfUpToDate(_ files: [(path: String, key: String)]) -> [[String]]? {
            guard mayKeep(files) else { return nil }
            events.withLock { $0 += files.map { "kept \($0.path)" } }
            return files.map { _ in [] }
        }

        func store(_ bytes: [UInt8], at relativePath: String, key: String, warnings: [String]) throws(CardSinkError) {
            events.withLock { $0.append("stored \(relativePath)") }
        }
    }

    private func job(_ owner: String) throws -> CardJob {
        CardJob(
            kind: .card(CardFixtures.englishQuote, CardFixtures.classic()), backgroundPath: nil, focus: nil,
            size: try PixelSize(width: 300, height: 158), sizeName: "test",
            outputs: [CardOutput(path: "\(owner).jpg", key: owner, format: .jpeg(quality: 80))],
            location: SourceLocation(file: "quotes.json"), ownerID: owner)
    }

    @Test func cardsToRenderComeBeforeCardsToKeep() throws {
        let owners = (1...6).map { "quote-\($0)" }
        let sink = RecordingSink(recorded: Set(owners.filter { $0 != "quote-5" }.map { "\($0).jpg" }))
        let batch = CardBatch(
            fonts: CardFixtures.fonts, projectRoot: URL(fileURLWithPath: NSTemporaryDirectory()), output: sink,
            force: false, workers: 1)
        let outcome = batch.run(try owners.map(job))
        #expect(outcome.rendered == 1)
        #expect(outcome.unchanged == 5)
        let events = sink.events.withLock { $0 }
        #expect(events.first == "stored quote-5.jpg")
        #expect(
            events.dropFirst() == [
                "kept quote-1.jpg", "kept quote-2.jpg", "kept quote-3.jpg", "kept quote-4.jpg", "kept quote-6.jpg",
            ])
    }

    @Test func forcedBatchesKeepTheirOrder() throws {
        let owners = (1...4).map { "quote-\($0)" }
        let sink = RecordingSink(recorded: ["quote-1.jpg", "quote-2.jpg"])
        let batch = CardBatch(
            fonts: CardFixtures.fonts, projectRoot: URL(fileURLWithPath: NSTemporaryDirectory()), output: sink,
            force: true, workers: 1)
        let outcome = batch.run(try owners.map(job))
        #expect(outcome.rendered == 4)
        #expect(sink.events.withLock { $0 } == owners.map { "stored \($0).jpg" })
    }
}
