import CHarfBuzz

/// One paragraph of a block, analysed once per layout and independent of the
/// font size: its characters (extended grapheme clusters), the font of each,
/// bidi levels, scripts, where lines may break, and shaped advances in em.
///
/// Index `c` of the per-character arrays is the paragraph's `c`-th character.
struct Paragraph {
    let characters: [Character]
    /// The paragraph as UTF-32, as HarfBuzz and FriBidi want it (ICU gets UTF-16).
    let scalars: [UInt32]
    /// Where each character's scalars start; one extra entry for the end.
    let scalarStart: [Int]
    /// The character each scalar belongs to.
    let characterOfScalar: [Int]
    /// Index into the block's font chain.
    let font: [Int]
    let level: [UInt8]
    let script: [hb_script_t]
    let isSpace: [Bool]
    /// Whether a line may end after the character (UAX #14).
    let breakAfter: [Bool]
    /// Letter spacing that follows the character, in em (0 in joined scripts).
    let spacing: [Double]
    let isRightToLeft: Bool
    /// Maximal stretches of one font, level and script, in logical order.
    let runs: [TextRun]
    /// Advance of each character including its letter spacing, in em.
    let advance: [Double]
    /// How far the character's ink reaches beyond its advance on either side, in em.
    let overhang: [Double]
    /// `prefix[c]` is the advance of characters `0..<c`.
    let prefix: [Double]
    /// `contentEnd[e]` is `e` less the spaces just before it, so lines can end in spaces that take no room.
    let contentEnd: [Int]
    /// The highest and lowest ink of each character, in em from the baseline,
    /// y down; +∞ and −∞ for characters without ink.
    let inkTop: [Double]
    let inkBottom: [Double]
    /// Characters drawn by a glyph that starts at an earlier character (the second "f" of an
    /// "ff" ligature): a line may not start with one, or the ligature would come apart and
    /// the line grow wider than it was measured.
    var joinsPrevious: [Bool] = []
    /// The blank half of a full-width opening bracket, in em, given up when it starts a line
    /// that is not the paragraph's first (CSS `text-spacing-trim: space-first`); empty when no
    /// character has one.
    var trimAtLineStart: [Double] = []
    /// The blank half of full-width closing punctuation (`」`, `。`, `、`), given up at a line's
    /// end (`allow-end`); empty when no character has one.
    var trimAtLineEnd: [Double] = []
    /// The most any line can lose to trimming, in em.
    var largestTrim = 0.0
    /// Characters no installed font has, and what was drawn instead.
    var substitutions: [CharacterSubstitution] = []
    /// Where a line may end only as a fallback, by the language's rules (inside a Japanese
    /// phrase, between the syllables of a Korean word): used like hyphenation points.
    var fallbackBreakAfter: [Bool] = []
    /// Characters after which the word may be hyphenated (used when hyphenating, and for
    /// words too wide for a line).
    var hyphenAfter: [Int] = []
    /// Line ends at which a hyphen is drawn, by the end's index: after a soft hyphen, and one
    /// past each hyphenation point.
    var hyphenSites: [Int: HyphenSite] = [:]
    /// The hyphen the language draws (U+2010, or `-` where the font lacks it; `֊` in Armenian).
    var hyphen: UInt32 = 0x2D
    /// Line starts that repeat the hyphen the line before ended in, by the start's index: a
    /// compound's own hyphen (`biało-czerwony`) broken there, in a language that writes it at
    /// both ends (Polish, Portuguese, Czech, Slovak, Croatian).
    var repeatedHyphens: [Int: HyphenSite] = [:]

    /// A place where a line ending draws a hyphen.
    struct HyphenSite {
        /// The hyphen's advance, in em.
        var width: Double
        /// The font (an index into the block's chain) the hyphen is drawn in.
        var font: Int
        /// Whether the text asked for it (a soft hyphen): such a break is the author's, taken
        /// whenever it helps; a hyphenation point is the typesetter's, weighed against size.
        var isSoft: Bool
    }

    var count: Int { characters.count }

    /// The width in em of a line holding characters `start..<end`, less trailing
    /// spaces and letter spacing, plus any ink overhanging its ends.
    func width(from start: Int, to end: Int) -> Double {
        let last = contentEnd[end]
        guard last > start else { return 0 }
        return prefix[last] - prefix[start] - spacing[last - 1] + overhang[start] + overhang[last - 1]
    }

    /// A lower bound of `width(from:to:)` that only grows as `start` moves left.
    func minimumWidth(from start: Int, to end: Int) -> Double {
        let last = contentEnd[end]
        guard last > start else { return 0 }
        return prefix[last] - prefix[start] - spacing[last - 1]
    }

    /// The highest and lowest ink of characters `range`, nil if they have none.
    func inkExtent(_ range: Range<Int>) -> (top: Double, bottom: Double)? {
        var top = Double.infinity
        var bottom = -Double.infinity
        for character in range {
            top = min(top, inkTop[character])
            bottom = max(bottom, inkBottom[character])
        }
        return top <= bottom ? (top, bottom) : nil
    }

    /// The text of characters `range`.
    func text(_ range: Range<Int>) -> String {
        String(characters[range])
    }

    /// The text of characters `range` as a reader sees it: without soft hyphens, zero-width
    /// spaces, joiners and bidi controls standing alone (a joiner inside an emoji sequence stays).
    func visibleText(_ range: Range<Int>) -> String {
        String(characters[range].filter { !Self.isInvisible($0) })
    }

    /// Whether every scalar of `character` is default-ignorable: it draws nothing.
    static func isInvisible(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
    }

    /// The scalar range of characters `range`.
    func scalarRange(_ range: Range<Int>) -> Range<Int> {
        scalarStart[range.lowerBound]..<scalarStart[range.upperBound]
    }
}
