import Foundation

/// A language tag checked against the syntax of BCP 47 (RFC 5646), such as `en`, `ja`, `he`, `zh-Hant-TW`.
///
/// Only the form is checked, not the registry: `xx` passes, `en_US` and `e` do not.
/// The tag keeps the spelling it was written with; tags compare case-insensitively
/// as RFC 5646 requires.
public struct LanguageTag: Hashable, Sendable, LosslessStringConvertible {
    /// The tag as written.
    public let rawValue: String

    public init?(_ description: String) {
        guard Self.isWellFormed(description) else { return nil }
        rawValue = description
    }

    /// For tags written in code and known to be valid, such as the default `en`.
    init(uncheckedTag tag: String) {
        rawValue = tag
    }

    /// The primary language subtag in lower case (`zh` for `zh-Hant-TW`); for private-use tags, `x`.
    public var primaryLanguage: String {
        rawValue.split(separator: "-").first.map { $0.lowercased() } ?? ""
    }

    public var description: String { rawValue }

    /// Whether the language is written right to left (Hebrew, Arabic, Persian, Urdu, …), from
    /// the platform's locale data; a script subtag decides (`pa-Arab` is, `pa` is not).
    public var isRightToLeft: Bool {
        Locale.Language(identifier: rawValue).characterDirection == .rightToLeft
    }

    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.rawValue.lowercased() == rhs.rawValue.lowercased()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue.lowercased())
    }

    // MARK: - Syntax

    /// Tags registered before RFC 4646 that do not follow the general grammar.
    private static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux",
        "i-mingo", "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
        "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    static func isWellFormed(_ tag: String) -> Bool {
        let lowered = tag.lowercased()
        if grandfathered.contains(lowered) { return true }
        let subtags = lowered.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(\.isASCIIAlphanumeric) }) else {
            return false
        }
        if subtags[0] == "x" { return isPrivateUse(subtags[...]) }
        var rest = subtags[...]

        // language: 2-3 letters (+ up to three 3-letter extlangs), or 4-8 letters.
        guard let language = rest.popFirst(), language.allSatisfy(\.isASCIILetter), (2...8).contains(language.count)
        else { return false }
        if language.count <= 3 {
            var extlangs = 0
            while extlangs < 3, let next = rest.first, next.count == 3, next.allSatisfy(\.isASCIILetter) {
                rest.removeFirst()
                extlangs += 1
            }
        }
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isASCIILetter) {
            rest.removeFirst()
        }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy(\.isASCIILetter))
                || (region.count == 3 && region.allSatisfy(\.isASCIIDigit))
        {
            rest.removeFirst()
        }
        var variants: Set<String> = []
        while let variant = rest.first,
            (5...8).contains(variant.count) || (variant.count == 4 && variant.first?.isASCIIDigit == true)
        {
            guard variants.insert(variant).inserted else { return false }
            rest.removeFirst()
        }
        var singletons: Set<String> = []
        while let singleton = rest.first, singleton.count == 1, singleton != "x" {
            guard singletons.insert(singleton).inserted else { return false }
            rest.removeFirst()
            var extensionSubtags = 0
            while let next = rest.first, (2...8).contains(next.count) {
                rest.removeFirst()
                extensionSubtags += 1
            }
            guard extensionSubtags > 0 else { return false }
        }
        if rest.first == "x" { return isPrivateUse(rest) }
        return rest.isEmpty
    }

    private static func isPrivateUse(_ subtags: ArraySlice<String>) -> Bool {
        subtags.count > 1 && subtags.first == "x"
    }
}
