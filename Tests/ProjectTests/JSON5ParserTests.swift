import Testing

@testable import Project

@Suite struct JSON5ParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSON5Parser.parse(SourceText(Array(text.utf8), file: "t.json"), file: "t.json")
    }

    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as ProjectError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test(arguments: [
        ("null", "null@1:1"),
        ("true", "true@1:1"),
        (" false ", "false@1:2"),
        ("42", "42@1:1"),
        ("-1.5e3", "-1500@1:1"),
        ("+7", "7@1:1"),
        (".5", "0.5@1:1"),
        ("5.", "5@1:1"),
        ("0x1F", "31@1:1"),
        ("-0xff", "-255@1:1"),
        ("Infinity", "inf@1:1"),
        ("-Infinity", "-inf@1:1"),
        ("\"a\\\"b\"", "\"a\"b\"@1:1"),
        ("'it\\'s'", "\"it's\"@1:1"),
        ("'say \"hi\"'", "\"say \"hi\"\"@1:1"),
        ("'\\u00e9\\x41\\t'", "\"éA\t\"@1:1"),
        ("'\\uD83D\\uDE00'", "\"😀\"@1:1"),
        ("'line\\\ncontinued'", "\"linecontinued\"@1:1"),
        ("[1, 2,]", "[1@1:2,2@1:5]@1:1"),
        ("[]", "[]@1:1"),
        ("{}", "{}@1:1"),
        ("{a: 1, 'b': 2, \"c\": 3,}", "{a@1:2=1@1:5,b@1:8=2@1:13,c@1:16=3@1:21}@1:1"),
        ("{$id_2: null}", "{$id_2@1:2=null@1:9}@1:1"),
        ("{ clé: 'é' }", "{clé@1:3=\"é\"@1:8}@1:1"),
        ("// comment\n{a: /* inline */ 1}", "{a@2:2=1@2:18}@2:1"),
        ("/* multi\nline */ [\r\n  'x', // trailing\r\n]", "[\"x\"@3:3]@2:9"),
        // The BOM is dropped before counting, as editors hide it.
        ("\u{FEFF}\u{00A0}1", "1@1:2"),
        ("{t: '古池や', u: 1}", "{t@1:2=\"古池や\"@1:5,u@1:12=1@1:15}@1:1"),
    ])
    func parsesValue(input: String, expected: String) throws {
        #expect(try parse(input).rendered == expected)
    }

    @Test(arguments: [
        ("", "t.json:1:1: error: unexpected end of file; expected a value"),
        ("{a: 1", "t.json:1:6: error: unexpected end of file; expected ',' or '}'"),
        ("{a 1}", "t.json:1:4: error: unexpected '1'; expected ':' after the key"),
        ("[1 2]", "t.json:1:4: error: unexpected '2'; expected ',' or ']'"),
        ("[1,,2]", "t.json:1:4: error: unexpected ','; expected a value"),
        ("{,}", "t.json:1:2: error: unexpected ','; expected a key or '}'"),
        ("{a: hello}", "t.json:1:5: error: unexpected word 'hello'; strings need quotes"),
        ("'abc", "t.json:1:1: error: unterminated string; add the closing quote"),
        (
            "\n  \"ab\ncd\"",
            "t.json:2:6: error: line break inside a string; write \\n instead, or end the line with a backslash"
        ),
        ("'a\u{7}b'", "t.json:1:3: error: control character U+0007 is not allowed here"),
        ("'\\1'", "t.json:1:2: error: invalid escape sequence (\\1)"),
        ("'\\x4'", "t.json:1:2: error: invalid escape sequence (expected 2 hexadecimal digits)"),
        ("'\\uD800'", "t.json:1:2: error: invalid escape sequence (lone surrogate)"),
        ("01", "t.json:1:1: error: invalid number '01'"),
        ("12px", "t.json:1:1: error: invalid number '12px'"),
        ("1e", "t.json:1:1: error: invalid number '1e'"),
        ("0x", "t.json:1:1: error: invalid number '0x'"),
        ("-", "t.json:1:1: error: invalid number '-'"),
        ("1 2", "t.json:1:3: error: unexpected '2'; expected the end of the file"),
        ("/* open", "t.json:1:1: error: unterminated comment; close it with '*/'"),
        ("{a: 1,\n b: 2,\n a: 3}", "t.json:3:2: error: duplicate key 'a' (first on line 1)"),
        ("[\u{2603}]", "t.json:1:2: error: unexpected '☃'; expected a value"),
        ("{ é-x: 1 }", "t.json:1:4: error: unexpected '-'; expected ':' after the key"),
        ("{a: 1}\u{200B}", "t.json:1:7: error: unexpected U+200B; expected the end of the file"),
    ])
    func reportsSyntaxError(input: String, expected: String) {
        #expect(syntaxError(input) == expected)
    }

    @Test func rejectsDeepNesting() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(syntaxError(deep) == "t.json:1:257: error: values are nested more than 256 levels deep")
    }

    @Test func countsColumnsInScalarsOnLongLines() throws {
        // Positions on one long line must stay correct (and linear) as the parser moves right.
        let items = (0..<500).map { "'\($0 % 10 == 0 ? "é" : "e")'" }.joined(separator: ",")
        let value = try parse("[" + items + "]")
        guard case .array(let elements) = value.kind else {
            Issue.record("not an array")
            return
        }
        #expect(elements[0].position == TextPosition(line: 1, column: 2))
        #expect(elements[499].position == TextPosition(line: 1, column: 2 + 499 * 4))
    }

    @Test(
        arguments: [
            ([0x41, 0xFF], "t.json:1:2: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"),
            (
                [0x0A, 0x61, 0xC3, 0xA9, 0xC3],
                "t.json:2:3: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"
            ),
            ([0xED, 0xA0, 0x80], "t.json:1:1: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"),
            ([0xC0, 0x80], "t.json:1:1: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"),
            (
                [0xF4, 0x90, 0x80, 0x80],
                "t.json:1:1: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"
            ),
        ] as [([UInt8], String)])
    func rejectsInvalidUTF8(bytes: [UInt8], expected: String) {
        #expect(throws: ProjectError.self) { try SourceText(bytes, file: "t.json") }
        do {
            _ = try SourceText(bytes, file: "t.json")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func acceptsValidUTF8AndStripsBOM() throws {
        let text = try SourceText([0xEF, 0xBB, 0xBF] + Array("é😀".utf8), file: "t.json")
        #expect(text.bytes == Array("é😀".utf8))
    }
}
