import Testing

@testable import PreviewServer

struct EntityTagTests {
    @Test func isBuiltFromInodeSizeAndTime() {
        let tag = EntityTag(inode: 0x1a2b, size: 300, modifiedNanoseconds: 1_700_000_000_123_456_789)
        #expect(tag.headerValue == "\"1a2b-12c-17979cfe3d85cd15\"")
        let live = EntityTag(inode: 0x1a2b, size: 300, modifiedNanoseconds: 5, variant: "live")
        #expect(live.headerValue == "\"1a2b-12c-5-live\"")
    }

    @Test(arguments: [
        ("\"abc\"", true),
        ("W/\"abc\"", true),
        ("*", true),
        (" * ", true),
        ("\"x\", \"abc\"", true),
        ("\"x\",W/\"abc\"", true),
        ("\"x\" ,\t\"abc\" , \"y\"", true),
        ("\"abcd\"", false),
        ("\"ab\"", false),
        ("abc", false),
        ("\"abc", false),
        ("", false),
        ("\"x\", \"y\"", false),
    ])
    func matchesIfNoneMatch(header: String, matches: Bool) {
        #expect(EntityTag(opaque: "abc").isMatched(byIfNoneMatch: header) == matches)
    }
}
