import Testing
import Typesetting

/// The time to lay out and rasterise one typical card text: a 25-word quote
/// with a speaker in a 1040×470 box, on a warm typesetter (fonts open, glyph cache filled).
/// Printed, not asserted (a shared machine's timings are no test; `make bench` keeps the
/// targets); what is asserted is that a warm typesetter sets the text as the cold one did.
@Suite struct PerformanceTests {
    static let quote =
        "\"Make it simple, but significant. People want to be told what to do so badly that they'll listen to anyone, tell them something worth hearing.\""

    @Test func aTypicalCardIsSetTheSameWarm() throws {
        let typesetter = try Typesetter()
        let request = try Fixtures.request(Self.quote, speaker: "— Don Draper", size: 28...72)
        #expect(Self.quote.split(separator: " ").count == 25)
        let clock = ContinuousClock()
        var first: TextLayout?
        let cold = try clock.measure { first = try typesetter.layout(request) }
        let coldLayout = try #require(first)
        _ = try typesetter.rasterize(coldLayout)
        let iterations = 50
        var layoutTime = Duration.zero
        var rasterTime = Duration.zero
        for _ in 0..<iterations {
            var layout: TextLayout?
            layoutTime += try clock.measure { layout = try typesetter.layout(request) }
            let laidOut = try #require(layout)
            #expect(laidOut.lines.count == coldLayout.lines.count)
            #expect(laidOut.inkBounds == coldLayout.inkBounds)
            rasterTime += try clock.measure { _ = try typesetter.rasterize(laidOut) }
        }
        let perLayout = layoutTime / iterations
        let perRaster = rasterTime / iterations
        print("typical card: cold \(cold), layout \(perLayout), rasterize \(perRaster) (mean of \(iterations))")
    }
}
