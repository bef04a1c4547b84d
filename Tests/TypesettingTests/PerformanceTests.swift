import Testing
import Typesetting

/// The time to lay out and rasterise one typical card text: a 25-word quote
/// with a speaker in a 1040×470 box, on a warm typesetter (fonts open, glyph cache filled).
@Suite struct PerformanceTests {
    static let quote =
        "\"Make it simple, but significant. People want to be told what to do so badly that they'll listen to anyone, tell them something worth hearing.\""

    @Test func aTypicalCardTakesMilliseconds() throws {
        let typesetter = try Typesetter()
        let request = try Fixtures.request(Self.quote, speaker: "— Don Draper", size: 28...72)
        #expect(Self.quote.split(separator: " ").count == 25)
        let clock = ContinuousClock()
        let cold = try clock.measure { _ = try typesetter.rasterize(typesetter.layout(request)) }
        let iterations = 50
        var layoutTime = Duration.zero
        var rasterTime = Duration.zero
        for _ in 0..<iterations {
            var layout: TextLayout?
            layoutTime += try clock.measure { layout = try typesetter.layout(request) }
            let laidOut = try #require(layout)
            rasterTime += try clock.measure { _ = try typesetter.rasterize(laidOut) }
        }
        let perLayout = layoutTime / iterations
        let perRaster = rasterTime / iterations
        print("typical card: cold \(cold), layout \(perLayout), rasterize \(perRaster) (mean of \(iterations))")
        // Generous for a debug build on a shared machine; release builds are several times faster.
        #expect(perLayout + perRaster < .milliseconds(50))
    }
}
