import Cards
import Diagnostics
import Foundation
import Imaging
import TestSupport
import Testing

/// What a batch encodes: a file published under two names (an open advent door keeps the
/// address it had sealed) is one key and one encoding, each smaller size is scaled once, and
/// the files are the same whichever threads encoded them.
@Suite struct CardBatchEncodingTests {

    private func run(_ outputs: [CardOutput], workers: Int = 1, photo: String? = nil, failing: Bool = false) throws
        -> (CardBatch.Outcome, MemoryCardSink)
    {
        let sink = MemoryCardSink()
        let batch = CardBatch(
            fonts: CardFixtures.fonts, projectRoot: PackagePaths.root, output: sink, force: true, workers: workers)
        let job = CardJob(
            kind: .card(CardFixtures.englishQuote, CardFixtures.classic()), backgroundPath: photo, focus: nil,
            size: try PixelSize(width: 600, height: 315), sizeName: "test", outputs: outputs,
            location: SourceLocation(file: "quotes.json"),
            ownerID: "test-english")
        let outcome = batch.run([job])
        #expect(outcome.diagnostics.contains { $0.severity == .error } == failing, "\(outcome.diagnostics)")
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

    /// A card whose files fall short as encoded (an AVIF at a low quality over a bright photo)
    /// is composed again, several times, or fails; each name may or may not share another's
    /// bytes by its budget. With idle threads the one job's files are shared out (`SpareWork`).
    @Test(
        arguments: [
            ("images/bg-05.jpg", 22, false), ("images/bg-08.jpg", 22, false), (nil, 16, true),
        ] as [(String?, Int, Bool)])
    func theFilesAreTheSameWhicheverThreadsEncodeThem(photo: String?, quality: Int, failing: Bool) throws {
        let jpeg = EncodingFormat.jpeg(quality: 80), avif = EncodingFormat.avif(quality: quality)
        let half = try PixelSize(width: 300, height: 158), third = try PixelSize(width: 200, height: 105)
        let outputs = [
            CardOutput(path: "card.jpg", key: "full-jpg", format: jpeg),
            CardOutput(path: "card.avif", key: "full-avif", format: avif),
            CardOutput(path: "card-300.avif", key: "half-avif", format: avif, scaledSize: half),
            CardOutput(path: "email.jpg", key: "full-jpg", format: jpeg, byteBudget: 20_000),
            CardOutput(path: "card-300.jpg", key: "half-jpg", format: jpeg, scaledSize: half),
            CardOutput(path: "sealed.avif", key: "full-avif", format: avif),
            CardOutput(path: "card-200.avif", key: "third-avif", format: avif, scaledSize: third),
            CardOutput(path: "roomy.jpg", key: "full-jpg", format: jpeg, byteBudget: 10_000_000),
        ]
        let (alone, aloneSink) = try run(outputs, workers: 1, photo: photo, failing: failing)
        // More than one encoding per file: the card was composed again (or failed after trying).
        #expect(alone.encodings > outputs.count + 4, "the card never fell short: \(alone.encodings) encodings")
        for workers in [2, 4] {
            let (shared, sink) = try run(outputs, workers: workers, photo: photo, failing: failing)
            for output in outputs {
                let same = sink.contents(of: output.path) == aloneSink.contents(of: output.path)
                #expect(same, "\(output.path) differs with \(workers) workers")
            }
            #expect(shared.diagnostics.map(\.description) == alone.diagnostics.map(\.description))
        }
        if !failing { #expect(outputs.allSatisfy { aloneSink.contents(of: $0.path) != nil }) }
    }
}
