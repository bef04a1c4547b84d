/// Where lines may end in a text, for each scalar: after it, by the language's rules
/// (`preferred`), or only as a fallback that those rules take away (`fallback`: inside a
/// Japanese phrase, between the syllables of a Korean word), to be used, like hyphenation,
/// when keeping them whole would cost the text much of its size.
public struct BreakOpportunities: Sendable, Hashable {
    public var preferred: [Bool]
    public var fallback: [Bool]
}
