import CFontconfig

/// Asks fontconfig for the installed font closest to a family and style.
///
/// fontconfig always answers with *some* font (DejaVu Sans, typically), so the
/// caller compares the answer's family and style with what was asked for.
/// Callers serialise access (fontconfig's configuration is process-global).
enum Fontconfig {
    /// What fontconfig matched: the file, the face index (bits 16 and up select a
    /// variable font's named instance, plus one) and every name it goes by.
    struct Match {
        var file: String
        var index: Int
        var families: [String]
        var styles: [String]
        var fullNames: [String]
    }

    static func bestMatch(family: String, style: String?) throws(TypesettingError) -> Match? {
        guard let pattern = FcPatternCreate() else {
            throw TypesettingError(.library("fontconfig could not allocate a pattern"))
        }
        defer { FcPatternDestroy(pattern) }
        guard add(family, for: FC_FAMILY, to: pattern), style.map({ add($0, for: FC_STYLE, to: pattern) }) ?? true
        else {
            throw TypesettingError(.library("fontconfig could not build a pattern for '\(family)'"))
        }
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else {
            throw TypesettingError(.library("fontconfig could not load its configuration"))
        }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let file = strings(FC_FILE, in: match).first else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return Match(
            file: file,
            index: Int(index),
            families: strings(FC_FAMILY, in: match),
            styles: strings(FC_STYLE, in: match),
            fullNames: strings(FC_FULLNAME, in: match)
        )
    }

    /// The installed fonts that have every one of `scalars`, best first: fontconfig's order
    /// for a sans-serif of the given weight and slant (and colour, for emoji) in `language`
    /// (fontconfig's `lang`: Han characters for Traditional Chinese find the TC face), so a
    /// Greek word in a bold sans is set in a bold sans. Only fonts whose character map holds
    /// them all; at most `limit`.
    static func fonts(
        covering scalars: [Unicode.Scalar], bold: Bool, italic: Bool, color: Bool, language: String?, limit: Int
    ) throws(TypesettingError) -> [Match] {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else {
            throw TypesettingError(.library("fontconfig could not allocate a pattern"))
        }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        for scalar in scalars { _ = FcCharSetAddChar(charset, scalar.value) }
        _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        _ = add(color ? "emoji" : "sans-serif", for: FC_FAMILY, to: pattern)
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if color { _ = FcPatternAddBool(pattern, FC_COLOR, FcBool(1)) }
        if let language, !language.isEmpty { _ = add(language.lowercased(), for: FC_LANG, to: pattern) }
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else {
            throw TypesettingError(.library("fontconfig could not load its configuration"))
        }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, FcBool(0), nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var matches: [Match] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index], let file = strings(FC_FILE, in: font).first else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch, let fontCharset,
                scalars.allSatisfy({ FcCharSetHasChar(fontCharset, $0.value) != 0 })
            else { continue }
            var faceIndex: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex) != FcResultMatch { faceIndex = 0 }
            matches.append(
                Match(
                    file: file, index: Int(faceIndex), families: strings(FC_FAMILY, in: font),
                    styles: strings(FC_STYLE, in: font), fullNames: strings(FC_FULLNAME, in: font)))
            if matches.count >= limit { break }
        }
        return matches
    }

    private static func add(_ value: String, for object: String, to pattern: OpaquePointer) -> Bool {
        value.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { bytes in
                FcPatternAddString(pattern, object, bytes) != 0
            }
        }
    }

    /// Every value of a string property, copied out before the pattern is destroyed.
    private static func strings(_ object: String, in pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }
}
