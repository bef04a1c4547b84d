import Foundation
import Mustache
import Testing

@Suite struct MustacheValueTests {
    @Test func literalsBuildValues() {
        let value: MustacheValue = [
            "title": "Hi", "count": 3, "ratio": 0.5, "draft": false, "tags": ["a"], "none": nil,
        ]
        #expect(
            value
                == .dictionary([
                    "title": .string("Hi"),
                    "count": .number(3),
                    "ratio": .number(0.5),
                    "draft": .bool(false),
                    "tags": .list([.string("a")]),
                    "none": .null,
                ]))
        #expect(value["title"] == .string("Hi"))
        #expect(value["missing"] == nil)
        #expect(MustacheValue.string("x")["title"] == nil)
    }

    @Test func decodesJSON() throws {
        let json =
            #"{"s": "text", "i": 85, "d": 1.21, "t": true, "f": false, "n": null, "l": [1, "a"], "o": {"k": "v"}}"#
        let value = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
        #expect(
            value == [
                "s": "text", "i": 85, "d": 1.21, "t": true, "f": false, "n": nil, "l": [1, "a"], "o": ["k": "v"],
            ])
    }

    @Test func encodesJSONThatDecodesToTheSameValue() throws {
        let value: MustacheValue = ["list": [1, 2.5, "x", true, nil], "nested": ["k": "v"]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(MustacheValue.self, from: data) == value)
    }

    @Test(
        arguments: [
            (MustacheValue.null, false),
            (false, false),
            (true, true),
            ("", false),
            (" ", true),
            (0, true),
            (-1.5, true),
            ([], false),
            ([nil], true),
            ([:], true),
        ] as [(MustacheValue, Bool)])
    func truthiness(_ value: MustacheValue, _ isTruthy: Bool) {
        #expect(value.isTruthy == isTruthy)
    }

    @Test(
        arguments: [
            (MustacheValue.null, ""),
            (true, "true"),
            ("text", "text"),
            (42, "42"),
            (-0.0, "0"),
            (3.14159, "3.14159"),
            (1e-7, "1e-07"),
            (9_007_199_254_740_992, "9007199254740992"),
            (1e300, "1e+300"),
        ] as [(MustacheValue, String)])
    func interpolatedText(_ value: MustacheValue, _ text: String) {
        #expect(value.interpolatedText == text)
    }

    @Test func listsAndDictionariesHaveNoText() {
        #expect(MustacheValue.list([]).interpolatedText == nil)
        #expect(MustacheValue.dictionary([:]).interpolatedText == nil)
    }
}

@Suite struct MustacheValueConversionTests {
    @Test func initializersWrapSwiftValues() {
        let name = "Ada"
        let count = 3
        let rate = 0.25
        let isDraft = true
        #expect(MustacheValue(name) == .string("Ada"))
        #expect(MustacheValue(count) == .number(3))
        #expect(MustacheValue(UInt8(7)) == .number(7))
        #expect(MustacheValue(rate) == .number(0.25))
        #expect(MustacheValue(isDraft) == .bool(true))
        #expect(MustacheValue([1, 2], { ["n": MustacheValue($0)] }) == [["n": 1], ["n": 2]])
    }
}
