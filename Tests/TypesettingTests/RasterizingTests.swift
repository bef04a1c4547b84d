import Foundation
import Testing
import Typesetting

/// Measured checks on rendered masks: ink stays in the box, lines do not
/// overlap, and the ink bounds the layout reports hold the pixels FreeType drew.
@Suite struct RasterizingTests {
    private static let cases: [(name: String, language: String, text: String)] =
        Samples.all + [
            ("clamped", "en", String(repeating: "All work and no play makes Jack a dull boy. ", count: 40)),
            ("kinsoku", "ja", "「はい。」「いいえ！」「ちょっと、待って。」――そう言った。"),
        ]

    @Test(arguments: cases.map(\.name), [1.0, 1.2, 1.5])
    func inkStaysInTheBoxAndLinesDoNotOverlap(name: String, lineHeight: Double) throws {
        let sample = try #require(Self.cases.first { $0.name == name })
        let typesetter = try Typesetter()
        let request = try Fixtures.request(
            sample.text, id: name, speaker: "— Don Draper", language: sample.language, size: 24...96,
            lineHeight: lineHeight
        )
        let layout = try typesetter.layout(request)
        let mask = try typesetter.rasterize(layout)
        try Fixtures.dump(mask, of: layout, name: "\(name)-\(lineHeight)")

        #expect(mask.width > 0 && mask.height > 0)
        #expect(mask.x >= 0 && mask.y >= 0)
        #expect(mask.x + mask.width <= layout.width)
        #expect(mask.y + mask.height <= layout.height)

        let lines = layout.lines
        let inks = try lines.map { try #require($0.inkBounds) }
        for (line, ink) in zip(lines, inks) {
            #expect(ink.minX >= 0 && ink.maxX <= Double(layout.width), "\(line.text)")
            #expect(ink.minY >= line.lineBox.minY - 0.001 && ink.maxY <= line.lineBox.maxY + 0.001, "\(line.text)")
        }
        for index in lines.indices.dropLast() {
            #expect(inks[index].maxY <= inks[index + 1].minY, "\(lines[index].text) / \(lines[index + 1].text)")
        }

        // Every drawn pixel lies in the ink bounds of a line (give or take the pixel it starts in,
        // and the eighth of a pixel that quarter-pixel positioning may move a glyph by).
        var stray = 0
        for row in 0..<mask.height {
            for column in 0..<mask.width where mask[column, row] > 0 {
                let x = Double(mask.x + column)
                let y = Double(mask.y + row)
                let inside = inks.contains { ink in
                    x + 1.125 > ink.minX && x < ink.maxX + 1.125 && y + 1.125 > ink.minY && y < ink.maxY + 1.125
                }
                if !inside { stray += 1 }
            }
        }
        #expect(stray == 0)

        // Anti-aliased: solid stems and soft edges.
        #expect(mask.pixels.contains(255))
        #expect(mask.pixels.contains { $0 > 0 && $0 < 255 })
    }

    @Test func layoutAndRasterizingAreDeterministic() throws {
        let request = try Fixtures.request(Samples.mixed, speaker: "— Don Draper")
        let first = try Typesetter()
        let second = try Typesetter()
        let layout = try first.layout(request)
        #expect(try second.layout(request) == layout)
        #expect(try first.rasterize(layout) == second.rasterize(layout))
        // A warm cache draws what a cold one drew.
        #expect(try first.rasterize(layout) == second.rasterize(layout))
    }

    @Test func typesettersOnSeveralThreadsAgree() async throws {
        let requests = try Samples.all.map {
            try Fixtures.request($0.text, id: $0.name, speaker: "— Don Draper", language: $0.language)
        }
        let results = try await withThrowingTaskGroup(of: [CoverageMask].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let typesetter = try Typesetter()
                    return try requests.map { try typesetter.rasterize(typesetter.layout($0)) }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == results[0] })
    }

    @Test func aQuarterPixelShiftMovesTheInk() throws {
        let typesetter = try Typesetter()
        var layout = try typesetter.layout(try Fixtures.request("l", size: 40...40, alignment: .left))
        let sharp = try typesetter.rasterize(layout)
        for index in layout.quote.lines[0].glyphs.indices { layout.quote.lines[0].glyphs[index].x += 0.25 }
        let shifted = try typesetter.rasterize(layout)
        #expect(sharp != shifted)
        // The same ink, a quarter pixel further right: more coverage in the right half than before.
        func weightedColumn(_ mask: CoverageMask) -> Double {
            var sum = 0.0
            var total = 0.0
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    sum += Double(mask.x + column) * Double(mask[column, row])
                    total += Double(mask[column, row])
                }
            }
            return sum / total
        }
        #expect(abs(weightedColumn(shifted) - weightedColumn(sharp) - 0.25) < 0.05)
    }
}
