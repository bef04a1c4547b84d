/// A primary font and its fallbacks, tried in order for every character.
///
/// Fallback works per character (extended grapheme cluster): a character is set
/// in the first font that has every code point of it, so an accented letter or
/// an emoji with a skin-tone modifier never ends up split between two fonts.
/// Default-ignorable code points (variation selectors, joiners) need no glyph
/// and are not asked for.
public struct FontChain: Sendable, Hashable, CustomStringConvertible {
    /// The fonts in the order they are tried; never empty.
    public let fonts: [Font]

    /// Throws when `fonts` is empty.
    public init(_ fonts: [Font]) throws(TypesettingError) {
        guard !fonts.isEmpty else { throw TypesettingError(.emptyFontChain) }
        self.fonts = fonts
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
        for character in prepared where fontIndex(for: character.unicodeScalars) == nil {
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

    /// The index of the first font with every code point that needs a glyph.
    func fontIndex(for scalars: some Sequence<Unicode.Scalar>) -> Int? {
        let needed = scalars.filter(Self.needsGlyph)
        if needed.isEmpty { return 0 }
        return fonts.firstIndex { font in needed.allSatisfy(font.covers) }
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
