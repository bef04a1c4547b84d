import Foundation
import Syndication
import Testing

@Suite("iCalendar line folding")
struct FoldingTests {
    /// The physical lines, as bytes, of the SUMMARY property of a calendar whose one event has `summary`.
    private func summaryLines(_ summary: String) throws -> [[UInt8]] {
        let event = CalendarEvent(
            uid: "fold@test", timestamp: TestDates.utc(2026, 1, 1), start: .utc(TestDates.utc(2026, 1, 1)),
            summary: summary)
        let bytes = Array(try ICalendar(productID: "-//Test//EN", events: [event]).render().utf8)
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                lines.append(current)
                current = []
                index += 2
            } else {
                current.append(bytes[index])
                index += 1
            }
        }
        let start = try #require(lines.firstIndex { $0.starts(with: Array("SUMMARY:".utf8)) })
        let end = lines[(start + 1)...].firstIndex { $0.first != UInt8(ascii: " ") } ?? lines.count
        return Array(lines[start..<end])
    }

    /// Checks the rules of RFC 5545 §3.1 and that unfolding gives back `summary` unchanged.
    private func expectWellFolded(_ summary: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = try summaryLines(summary)
        var unfolded: [UInt8] = []
        var pieces: [String] = []
        for (number, line) in lines.enumerated() {
            #expect(line.count <= 75, "line \(number) has \(line.count) octets", sourceLocation: sourceLocation)
            let content = number == 0 ? line[...] : line.dropFirst()
            if number > 0 {
                #expect(line.first == UInt8(ascii: " "), sourceLocation: sourceLocation)
                #expect(
                    content.first.map { $0 & 0xC0 != 0x80 } ?? false, "line \(number) starts inside a UTF-8 sequence",
                    sourceLocation: sourceLocation)
            }
            let piece = try #require(
                String(validating: content, as: UTF8.self), "line \(number) is not valid UTF-8",
                sourceLocation: sourceLocation)
            pieces.append(piece)
            unfolded += content
        }
        #expect(String(decoding: unfolded, as: UTF8.self) == "SUMMARY:" + summary, sourceLocation: sourceLocation)
        let characters = pieces.flatMap { Array($0) }
        #expect(
            characters == Array("SUMMARY:" + summary), "a grapheme cluster was split", sourceLocation: sourceLocation)
    }

    @Test("a short line is not folded")
    func shortLine() throws {
        let exactly75 = String(repeating: "x", count: 75 - "SUMMARY:".count)
        #expect(try summaryLines(exactly75).map { String(decoding: $0, as: UTF8.self) } == ["SUMMARY:" + exactly75])
    }

    @Test("long ASCII folds at 75 octets, continuations starting with one space")
    func longASCII() throws {
        let text = String(repeating: "0123456789", count: 15)
        #expect(
            try summaryLines(text).map { String(decoding: $0, as: UTF8.self) } == [
                "SUMMARY:0123456789012345678901234567890123456789012345678901234567890123456",
                " 78901234567890123456789012345678901234567890123456789012345678901234567890",
                " 123456789",
            ])
        try expectWellFolded(text)
    }

    @Test(
        "multi-byte text folds between characters",
        arguments: [
            String(repeating: "日本語のテキストを折り返す。", count: 12),
            String(repeating: "🎄", count: 60),
            "x" + String(repeating: "🎄", count: 60),
            "xx" + String(repeating: "Ä", count: 80),
            String(repeating: "👨‍👩‍👧‍👦 ", count: 20),
            String(repeating: "🇩🇪🇯🇵", count: 30),
            "Türchen 5 – noch 20 Tage bis Weihnachten! 🎄 " + String(repeating: "é", count: 50),
        ])
    func multiByte(text: String) throws {
        try expectWellFolded(text)
        #expect(try summaryLines(text).count > 1)
    }

    @Test("a grapheme cluster longer than a line is split between scalars")
    func oversizedCluster() throws {
        let zalgo = "e" + String(repeating: "\u{301}", count: 100)
        let lines = try summaryLines(zalgo)
        #expect(lines.map(\.count) == [75, 75, 61])
        for (number, line) in lines.enumerated() {
            #expect(line.count <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil)
            if number > 0 { #expect(line[1] & 0xC0 != 0x80) }
        }
        let unfolded = lines.enumerated().flatMap { $0.offset == 0 ? $0.element[...] : $0.element.dropFirst() }
        #expect(String(decoding: unfolded, as: UTF8.self) == "SUMMARY:" + zalgo)
    }
}
