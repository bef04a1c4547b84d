import CFriBidi

/// The Unicode bidirectional algorithm's embedding levels for one paragraph,
/// from FriBidi: even levels run left to right, odd levels right to left.
struct BidiLevels {
    /// One level per scalar.
    var levels: [UInt8]
    /// Whether the paragraph's base direction (from its first strong character) is right to left.
    var isRightToLeft: Bool

    init(_ scalars: [UInt32]) throws(TypesettingError) {
        guard let length = FriBidiStrIndex(exactly: scalars.count) else {
            throw TypesettingError(.invalidValue("a paragraph of \(scalars.count) characters is too long for FriBidi"))
        }
        guard !scalars.isEmpty else {
            levels = []
            isRightToLeft = false
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var embedding = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction = FRIBIDI_PAR_ON
        let result = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            fribidi_get_bracket_types(text.baseAddress, length, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, &embedding)
        }
        guard result > 0 else {
            throw TypesettingError(.library("FriBidi could not resolve the text direction (out of memory)"))
        }
        levels = embedding.map { UInt8(clamping: $0) }
        isRightToLeft = direction.rawValue & UInt32(FRIBIDI_MASK_RTL) != 0
    }
}
