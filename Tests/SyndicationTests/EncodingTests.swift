import Foundation
import Testing

@testable import Syndication

@Suite("Content transfer encodings")
struct EncodingTests {
    /// Decodes quoted-printable as RFC 2045 §6.7 says, independently of the encoder.
    private func decodeQuotedPrintable(_ text: String) -> String {
        var bytes: [UInt8] = []
        let lines = text.components(separatedBy: "\r\n")
        for (number, line) in lines.enumerated() {
            var input = Array(line.utf8)
            let soft = input.last == UInt8(ascii: "=")
            if soft { input.removeLast() }
            var index = 0
            while index < input.count {
                if input[index] == UInt8(ascii: "="), index + 2 < input.count + 0,
                    let value = UInt8(String(decoding: input[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
                {
                    bytes.append(value)
                    index += 3
                } else {
                    bytes.append(input[index])
                    index += 1
                }
            }
            if !soft, number < lines.count - 1 { bytes += [13, 10] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "quoted-printable",
        arguments: [
            ("hello", "hello"),
            ("a=b", "a=3Db"),
            ("trailing space ", "trailing space=20"),
            ("trailing tab\t", "trailing tab=09"),
            ("end \nnext", "end=20\r\nnext"),
            ("inner  spaces\tkept", "inner  spaces\tkept"),
            ("Grüße", "Gr=C3=BC=C3=9Fe"),
            ("🎄", "=F0=9F=8E=84"),
            ("line1\nline2", "line1\r\nline2"),
            ("line1\r\nline2\rline3\n", "line1\r\nline2\r\nline3\r\n"),
            ("From here", "=46rom here"),
            ("Fromage", "Fromage"),
            ("x\n.\ny", "x\r\n=2E\r\ny"),
            (".. two dots", ".. two dots"),
            ("DEL\u{7F} and NUL\u{0}", "DEL=7F and NUL=00"),
            ("--=_boundary", "--=3D_boundary"),
            (String(repeating: "a", count: 76), String(repeating: "a", count: 76)),
            (String(repeating: "a", count: 77), String(repeating: "a", count: 75) + "=\r\naa"),
            (
                String(repeating: "a", count: 100),
                String(repeating: "a", count: 75) + "=\r\n" + String(repeating: "a", count: 25)
            ),
            (String(repeating: "a", count: 74) + "é", String(repeating: "a", count: 74) + "=\r\n=C3=A9"),
            (String(repeating: "a", count: 73) + "=b", String(repeating: "a", count: 73) + "=\r\n=3Db"),
            (String(repeating: "a", count: 75) + " ", String(repeating: "a", count: 75) + "=\r\n=20"),
        ])
    func quotedPrintable(input: String, encoded: String) {
        #expect(QuotedPrintable.encode(input) == encoded)
    }

    @Test(
        "quoted-printable lines stay within 76 characters and decode to the text",
        arguments: [
            String(repeating: "Türchen 5 – noch 20 Tage bis Weihnachten! 🎄 ", count: 10),
            String(repeating: "日本語のテキスト", count: 30),
            String(repeating: "x ", count: 100) + "\n" + String(repeating: " ", count: 90) + "\nend",
            String(repeating: "=", count: 200),
            "<p style=\"color: red\">" + String(repeating: "<b>fett</b> ", count: 40) + "</p>",
        ])
    func quotedPrintableRoundTrip(text: String) {
        let encoded = QuotedPrintable.encode(text)
        for line in encoded.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 76)
            #expect(line.utf8.allSatisfy { $0 == 9 || (32...126).contains($0) })
            #expect(line.last != " " && line.last != "\t")
        }
        #expect(decodeQuotedPrintable(encoded) == text.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test(
        "base64",
        arguments: [
            ([UInt8](), ""),
            (Array("M".utf8), "TQ=="),
            (Array("Ma".utf8), "TWE="),
            (Array("Man".utf8), "TWFu"),
            ([0xFB, 0xFF, 0xBF], "+/+/"),
        ])
    func base64(bytes: [UInt8], encoded: String) {
        #expect(Data(bytes).base64EncodedString(options: EmailMessage.base64Lines) == encoded)
    }

    @Test("base64 wraps at 76 characters with CRLF", arguments: [1, 56, 57, 58, 114, 1000, 4099])
    func base64Wrapping(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let encoded = Data(bytes).base64EncodedString(options: EmailMessage.base64Lines)
        let lines = encoded.components(separatedBy: "\r\n")
        #expect(lines.dropLast().allSatisfy { $0.count == 76 })
        #expect((1...76).contains(lines.last?.count ?? 0))
        #expect(!encoded.hasSuffix("\r\n"))
        #expect(lines.joined() == Data(bytes).base64EncodedString())
    }
}

@Suite("iCalendar parameter values")
struct ParameterValueTests {
    @Test(
        "quoted when they hold : ; or , and caret-encoded as RFC 6868 says",
        arguments: [
            ("Europe/Berlin", "Europe/Berlin"),
            ("a:b", "\"a:b\""),
            ("a;b", "\"a;b\""),
            ("a,b", "\"a,b\""),
            ("say \"hi\"", "say ^'hi^'"),
            ("x^y", "x^^y"),
            ("two\nlines", "two^nlines"),
            ("cr\r\nlf", "cr^nlf"),
            ("bell\u{7}gone", "bellgone"),
            ("Zürich", "Zürich"),
        ])
    func parameter(value: String, written: String) {
        #expect(ICalendarValue.parameter(value) == written)
    }
}
