import Cards
import Diagnostics
import Foundation
import Imaging
import Testing

/// What a batch encodes: a file published under two names (an open advent door keeps the
/// address it had sealed) is one key and one encoding, and each smaller size is scaled once.
@Suite struct CardBatchEncodingTests {

    private func run(_ outputs: [CardOutput]) throws -> (CardBatch.Outcome, MemoryCardSink) {
        let sink = MemoryCardSink()
        let batch = CardBatch(
            fonts: CardFixtures.fonts, projectRoot: URL(fileURLWithPath: NSTemporaryDirectory()), output: sink,
            force: true, workers: 1)
        let job = CardJob(
            kind: .card(CardFixtures.englishQuote, CardFixtures.classic()), backgroundPath: nil, focus: nil,
            size: try PixelSize(width: 600, height: 315), sizeName: "test", outputs: outputs,
            location: SourceLocation(file: "quotes.json"),
            ownerID: "test-english")
        let outcome = batch.run([job])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        return (outcome, sink)
    }

    @Test func aFileUnderTwoNamesIsEncodedOnce() throws {
        let jpeg = EncodingFormat.jpeg(quality: 80), avif = EncodingFormat.avif(quality: 50)
        let half = try PixelSize(width: 300, height: 158)
        let once = [
            CardOutput(path: "card.jpg", key: "full-jpg", format: jpeg),
            CardOutput(path: "card-300.avif", key: "half-avif", format: avif, scaledSize: half),
            CardOutput(path: "card-300.jpg", key: "half-jpg", format: jpeg, scaledSize: half),
        ]
        let twice =
            once
            + once.map {
                CardOutput(path: "sealed/\($0.key)", key: $0.key, format: $0.format, scaledSize: $0.scaledSize)
            }
        let (single, _) = try run(once)
        let (double, sink) = try run(twice)
        #expect(single.encodings >= 3)
        #expect(double.encodings == single.encodings)
        for output in once {
            let bytes = try #require(sink.contents(of: output.path))
            let same = sink.contents(of: "sealed/\(output.key)") == bytes
            #expect(same, "sealed/\(output.key) differs from \(output.path)")
        }
    }

    @Test func aFileSteppedDownToItsBudgetIsNotSharedWithTheOneWithout() throws {
        let jpeg = EncodingFormat.jpeg(quality: 80)
        let (plain, plainSink) = try run([CardOutput(path: "card.jpg", key: "k", format: jpeg)])
        let full = try #require(plainSink.contents(of: "card.jpg"))
        let budget = full.count * 3 / 4
        let (both, sink) = try run([
            CardOutput(path: "email.jpg", key: "k", format: jpeg, byteBudget: budget),
            CardOutput(path: "sealed.jpg", key: "k", format: jpeg),
        ])
        let email = try #require(sink.contents(of: "email.jpg"))
        #expect(email.count <= budget)
        let sealedIsFull = sink.contents(of: "sealed.jpg") == full
        #expect(sealedIsFull, "the file without a budget has the bytes stepped down for the one with")
        #expect(both.encodings > plain.encodings + 1)
        // Within the budget from the start, the two are the same bytes, encoded once.
        let (roomy, roomySink) = try run([
            CardOutput(path: "email.jpg", key: "k", format: jpeg, byteBudget: full.count * 2),
            CardOutput(path: "sealed.jpg", key: "k", format: jpeg),
        ])
        #expect(roomy.encodings == plain.encodings)
        let bothFull = roomySink.contents(of: "email.jpg") == full && roomySink.contents(of: "sealed.jpg") == full
        #expect(bothFull)
    }
}
