import CHarfBuzz

/// A primary font and its fallbacks, tried in order for every character.
///
/// Fallback works per character (extended grapheme cluster): a character is set
/// in the first font that has every code point of it, so an accented letter or
/// an emoji with a skin-tone modifier never ends up split between two fonts.
/// A character with emoji presentation goes to the first colour font of the chain
/// that has it. A character no font of the chain has is looked for among every
/// installed font (through the `FontLibrary` that made the chain, if any).
/// Default-ignorable code points (variation selectors, joiners) need no glyph
/// and are not asked for.
public struct FontChain: Sendable, Hashable, CustomStringConvertible {
    /// The fonts in the order they are tried; never empty.
    public let fonts: [Font]
    /// Where to look for characters no font of the chain has.
    let fallback: FontLibrary?

    /// Throws when `fonts` is empty.
    public init(_ fonts: [Font], fallback: FontLibrary? = nil) throws(TypesettingError) {
        guard !fonts.isEmpty else { throw TypesettingError(.emptyFontChain) }
        self.fonts = fonts
        self.fallback = fallback
    }

    public static func == (lhs: FontChain, rhs: FontChain) -> Bool { lhs.fonts == rhs.fonts }

    public func hash(into hasher: inout Hasher) { hasher.combine(fonts) }

    /// This chain with `font` added at the end (a fallback found for one text).
    func appending(_ font: Font) -> FontChain {
        // Not empty: `self.fonts` is never empty.
        (try? FontChain(fonts + [font], fallback: fallback)) ?? self
    }

    /// The index of the font for `character`, adding an installed font to `chain` when no
    /// font of it has the character (found for `language`, the chain's families first); nil
    /// when no installed font has it either. A language written in a style of its own (Urdu
    /// in Nastaliq) takes that face for the characters it has, before the chain's.
    static func resolve(
        _ character: Character, in chain: inout FontChain, language: String? = nil, languageFace: Font? = nil
    ) -> Int? {
        let needed = character.unicodeScalars.filter(Self.needsGlyph)
        // Its script's letters and marks, not the spaces, digits and Latin it may also have.
        if let languageFace, !needed.isEmpty, needed.allSatisfy(languageFace.covers),
            needed.contains(where: { !Self.sharedScripts.contains(Shaper.script(of: $0.value).rawValue) })
        {
            return index(of: languageFace, in: &chain)
        }
        if let index = chain.fontIndex(
            for: character.unicodeScalars, preferringColor: EmojiPresentation.prefersEmoji(character))
        {
            return index
        }
        guard
            let found = chain.fallback?.fallbackFont(
                for: character, like: chain.primary, language: language, related: chain.fonts.map(\.family))
        else { return nil }
        return index(of: found, in: &chain)
    }

    /// Scripts every face may hold: a language's own face is not used for them.
    private static let sharedScripts: Set<UInt32> = [
        HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_LATIN.rawValue, HB_SCRIPT_UNKNOWN.rawValue,
    ]

    /// The index of `font` in `chain`, added at its end if it is not there yet.
    private static func index(of font: Font, in chain: inout FontChain) -> Int {
        if let known = chain.fonts.firstIndex(of: font) { return known }
        chain = chain.appending(font)
        return chain.fonts.count - 1
    }

    /// The first font of the chain, whose line metrics set the line box.
    public var primary: Font { fonts[0] }

    /// The font a character is set in, or nil when no font of the chain has it.
    public func font(for character: Character) -> Font? {
        fontIndex(for: character.unicodeScalars).map { fonts[$0] }
    }

    /// The code points of `text` that no font of the chain can set, each once,
    /// in order of first appearance; empty when the whole text can be typeset.
    ///
    /// Pass the same `language` and `smartQuotes` as the layout request, because
    /// smart punctuation puts characters such as “ ” « » into the text.
    public func checkCoverage(_ text: String, language: String? = nil, smartQuotes: Bool = false) -> [Unicode.Scalar] {
        let prepared = smartQuotes ? SmartPunctuation(language: language).apply(to: text) : text
        var missing: [Unicode.Scalar] = []
        var seen: Set<Unicode.Scalar> = []
        for character in prepared
        where fontIndex(for: character.unicodeScalars) == nil
            && fallback?.fallbackFont(for: character, like: primary) == nil
        {
            for scalar in missingScalars(of: character) where seen.insert(scalar).inserted {
                missing.append(scalar)
            }
        }
        return missing
    }

    /// "League Spartan Bold, Noto Sans CJK JP, Symbola"
    public var description: String {
        fonts.map(\.description).joined(separator: ", ")
    }

    // MARK: - Fallback

    /// The index of the first font with every code point that needs a glyph; with
    /// `preferringColor`, the first colour font that has them if there is one.
    func fontIndex(for scalars: some Sequence<Unicode.Scalar>, preferringColor: Bool = false) -> Int? {
        let needed = scalars.filter(Self.needsGlyph)
        if needed.isEmpty { return 0 }
        if preferringColor, let color = fonts.firstIndex(where: { $0.isColor && needed.allSatisfy($0.covers) }) {
            return color
        }
        return fonts.firstIndex { font in !font.isColor && needed.allSatisfy(font.covers) }
            ?? fonts.firstIndex { font in needed.allSatisfy(font.covers) }
    }

    /// The scalars that stop a character from being typeset: those no font
    /// has, or all of them when each is somewhere but no font has them together.
    func missingScalars(of character: Character) -> [Unicode.Scalar] {
        let needed = Array(character.unicodeScalars).filter(Self.needsGlyph)
        let absent = needed.filter { scalar in !fonts.contains { $0.covers(scalar) } }
        return absent.isEmpty ? needed : absent
    }

    /// Controls and default-ignorables (ZWJ, variation selectors) take no glyph of their own.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return !properties.isDefaultIgnorableCodePoint && properties.generalCategory != .control
    }
}
