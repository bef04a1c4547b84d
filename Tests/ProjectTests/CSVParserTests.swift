import Testing

@testable import Project

@Suite struct CSVParserTests {
    /// Records as `text@line:col` cells joined by `|`, one string per record, `!` before one the
    /// parser found broken, and the errors as printed.
    private func parse(_ text: String) throws -> (records: [String], errors: [String]) {
        let (records, errors, _) = CSVParser.parse(try SourceText(Array(text.utf8), file: "q.csv"), file: "q.csv")
        let rendered = records.map { record in
            (record.isBroken ? "!" : "")
                + record.fields.map { "\($0.text)@\($0.position.line):\($0.position.column)" }.joined(separator: "|")
        }
        return (rendered, errors.map(\.description))
    }

    @Test(arguments: [
        ("a,b\n1,2\n", ["a@1:1|b@1:3", "1@2:1|2@2:3"]),
        ("a,b\r\n1,2\r\n", ["a@1:1|b@1:3", "1@2:1|2@2:3"]),
        ("a,b\r1,2", ["a@1:1|b@1:3", "1@2:1|2@2:3"]),
        ("a,b\n1,2", ["a@1:1|b@1:3", "1@2:1|2@2:3"]),
        ("\"x,y\",z", ["x,y@1:1|z@1:7"]),
        ("\"say \"\"hi\"\"\",z", ["say \"hi\"@1:1|z@1:14"]),
        ("\"one\ntwo\",z\nnext", ["one\ntwo@1:1|z@2:6", "next@3:1"]),
        ("\"one\r\ntwo\"\r\nnext", ["one\ntwo@1:1", "next@3:1"]),
        ("\"tab\there\"", ["tab\there@1:1"]),
        (",,", ["@1:1|@1:2|@1:3"]),
        ("a,\n", ["a@1:1|@1:3"]),
        ("\"\"", ["@1:1"]),
        ("a\n\n\nb\n", ["a@1:1", "b@4:1"]),
        ("é,芭蕉,x", ["é@1:1|芭蕉@1:3|x@1:6"]),
        ("\u{FEFF}text,speaker", ["text@1:1|speaker@1:6"]),
        (" spaced , kept ", [" spaced @1:1| kept @1:10"]),
    ])
    func splitsRecords(input: String, expected: [String]) throws {
        let result = try parse(input)
        #expect(result.records == expected)
        #expect(result.errors == [])
    }

    @Test(arguments: [
        ("a,\"bc\nd", ["!a@1:1"], ["q.csv:1:3: error: unterminated quoted field; the closing '\"' is missing"]),
        ("x\n\"open", ["x@1:1", "!"], ["q.csv:2:1: error: unterminated quoted field; the closing '\"' is missing"]),
        (
            "ab\"c,d", ["!ab\"c@1:1|d@1:6"],
            ["q.csv:1:3: error: '\"' inside an unquoted field; quote the whole field and double the inner quotes"]
        ),
        (
            "\"ab\"c,d", ["!ab@1:1|d@1:7"],
            ["q.csv:1:5: error: text after a closing quote; double the '\"' to keep it in the field"]
        ),
        ("a\u{1}b", ["!ab@1:1"], ["q.csv:1:2: error: control character U+0001 is not allowed here"]),
        ("\"a\u{7}\"", ["!a@1:1"], ["q.csv:1:3: error: control character U+0007 is not allowed here"]),
        (
            "x\na\tb", ["x@1:1", "!a\tb@2:1"],
            ["q.csv:2:2: error: tab outside a quoted field, in a file whose header is not tab-separated"]
        ),
        (
            "a\u{7F}\n\"b\u{0}\"", ["!a@1:1", "!b@2:1"],
            [
                "q.csv:1:2: error: control character U+007F is not allowed here",
                "q.csv:2:3: error: control character U+0000 is not allowed here",
            ]
        ),
    ])
    func reportsErrors(input: String, records: [String], errors: [String]) throws {
        let result = try parse(input)
        #expect(result.records == records)
        #expect(result.errors == errors)
    }

    @Test(
        "the delimiter is the header's: commas, semicolons or tabs, outside quotes; commas on a tie",
        arguments: [
            ("text;speaker\n\"a;b\";c", ["text@1:1|speaker@1:6", "a;b@2:1|c@2:7"]),
            ("text\tspeaker\na, b\tc", ["text@1:1|speaker@1:6", "a, b@2:1|c@2:6"]),
            ("\"x;y;z\",speaker\na,b", ["x;y;z@1:1|speaker@1:9", "a@2:1|b@2:3"]),
            ("a;b,c\n1;2,3", ["a;b@1:1|c@1:5", "1;2@2:1|3@2:5"]),
            ("text\nplain", ["text@1:1", "plain@2:1"]),
        ])
    func detectsTheDelimiter(input: String, records: [String]) throws {
        let result = try parse(input)
        #expect(result.records == records)
        #expect(result.errors.isEmpty)
    }

    @Test func rejectsInvalidUTF8WithLine() {
        let bytes = Array("text,speaker\nok,Ann\n".utf8) + [0x62, 0xE9, 0x2C, 0x41]
        do {
            _ = try SourceText(bytes, file: "q.csv")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(
                error.description == "q.csv:3:2: error: the file is not valid UTF-8 here; save it with UTF-8 encoding")
        }
    }
}

@Suite struct CSVParserLimitTests {
    @Test("errors past the limit are counted, not kept")
    func errorLimit() throws {
        let bytes = [UInt8](repeating: 0, count: 5_000)
        let (_, errors, omitted) = CSVParser.parse(try SourceText(bytes, file: "q.csv"), file: "q.csv")
        #expect(errors.count == CSVParser.errorLimit)
        #expect(omitted == 5_000 - CSVParser.errorLimit)
    }
}
