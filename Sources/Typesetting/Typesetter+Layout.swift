extension Typesetter {
    /// Lays out a card's quote and speaker in their box.
    ///
    /// 1. Smart punctuation (if asked), then each text is split into
    ///    paragraphs and analysed: font fallback per character, bidi levels,
    ///    scripts, UAX #14 break opportunities, and one HarfBuzz shaping pass.
    /// 2. The speaker gets the largest size at which it fits on one line (per
    ///    paragraph), the quote the largest size at which it fits the height
    ///    left over, measured with the real shaped advances. The speaker is
    ///    never set larger than the quote unless its minimum size demands it.
    /// 3. The quote's lines are balanced; if it fits at no size, it is clamped
    ///    at the minimum size with an ellipsis and `clamping` says so.
    /// 4. Lines are reshaped, reordered for bidi and placed with alignment,
    ///    hanging punctuation and vertical alignment.
    ///
    /// Throws when a character is in no font of its chain (naming the code
    /// point and `request.identifier`), when a value of the request is
    /// unusable, or when not even one line fits the box at the minimum size.
    public func layout(_ request: LayoutRequest) throws(TypesettingError) -> TextLayout {
        // (The work below is bounded by `fittablePrefix`: a text of megabytes costs no more
        // than one that just overflows its box.)
        try Self.validate(request)
        let punctuation = request.smartQuotes ? SmartPunctuation(language: request.language) : nil
        let fittable = Self.fittablePrefix(of: request.quote, request: request)
        let quote = punctuation?.apply(to: fittable) ?? fittable
        guard quote.contains(where: { !$0.isWhitespace }) else {
            throw TypesettingError(.emptyText, textIdentifier: request.identifier)
        }
        let speaker = request.speaker.map { punctuation?.apply(to: $0) ?? $0 }.flatMap { text in
            text.contains(where: { !$0.isWhitespace }) ? text : nil
        }

        let speakerBlock = try speaker.map { text throws(TypesettingError) in
            try inSpeaker { () throws(TypesettingError) in
                try analyze(
                    text, style: request.speakerStyle, language: request.language, identifier: request.identifier)
            }
        }
        var speakerPlan = try speakerBlock.map { block throws(TypesettingError) in
            try inSpeaker { () throws(TypesettingError) in try fitSpeaker(block, request: request) }
        }
        func reserved() -> Double { speakerPlan.map { $0.height + request.speakerGap } ?? 0 }
        let quoteBlock = try analyze(
            quote, style: request.quoteStyle, language: request.language, identifier: request.identifier)
        var quotePlan = try fitQuote(quoteBlock, request: request, available: Double(request.height) - reserved())
        // An attribution set larger than the quote it belongs to (or than `speakerScale` of it)
        // looks wrong: shrink it to that size (or its own minimum) and give the quote the room
        // that frees.
        if var block = speakerBlock, let plan = speakerPlan, plan.size > quotePlan.size * request.speakerScale {
            block.style.maxSize = max(quotePlan.size * request.speakerScale, block.style.minSize)
            speakerPlan = try inSpeaker { () throws(TypesettingError) in try fitSpeaker(block, request: request) }
            quotePlan = try fitQuote(quoteBlock, request: request, available: Double(request.height) - reserved())
        }
        let reserved = reserved()

        var fonts: [Font] = []
        // The blocks' chains: the styles' own, and any installed font found for a character.
        let chains = [quotePlan.block.style.fonts] + (speakerPlan.map { [$0.block.style.fonts] } ?? [])
        for font in chains.flatMap(\.fonts) where !fonts.contains(font) {
            fonts.append(font)
        }
        let total = quotePlan.height + reserved
        let free = Double(request.height) - total
        let top: Double
        switch request.verticalAlignment {
        case .top: top = 0
        case .center: top = free / 2
        case .bottom: top = free
        }
        // The hanging mark sits in a margin; the speaker lines up with the quote's text edge, not the mark.
        let hanging = quotePlan.hangingSide.map { _ in quotePlan.block.hangingWidth * quotePlan.size } ?? 0
        let margins = (
            left: quotePlan.hangingSide == .left ? hanging : 0, right: quotePlan.hangingSide == .right ? hanging : 0
        )
        let boxWidth = Double(request.width)
        let quoteBlockLayout = try place(
            quotePlan, top: top, boxWidth: boxWidth, margins: margins, fonts: fonts, language: request.language)
        // "— Don Draper" under a Hebrew quote belongs on the right, like the quote.
        let quoteRightToLeft = quotePlan.block.paragraphs.first?.isRightToLeft ?? false
        let speakerBlockLayout = try speakerPlan.map { plan throws(TypesettingError) in
            try place(
                plan, top: top + quotePlan.height + request.speakerGap, boxWidth: boxWidth, margins: margins,
                naturalRightToLeft: quoteRightToLeft, fonts: fonts, language: request.language
            )
        }
        var layout = TextLayout(
            identifier: request.identifier, width: request.width, height: request.height, fonts: fonts,
            quote: quoteBlockLayout, speaker: speakerBlockLayout, clamping: quotePlan.clamping
        )
        let blocks = [quotePlan.block] + (speakerPlan.map { [$0.block] } ?? [])
        for substitution in blocks.flatMap(\.paragraphs).flatMap(\.substitutions)
        where !layout.substitutions.contains(substitution) {
            layout.substitutions.append(substitution)
        }
        return layout
    }

    private static func validate(_ request: LayoutRequest) throws(TypesettingError) {
        func fail(_ message: String) -> TypesettingError {
            TypesettingError(.invalidValue(message), textIdentifier: request.identifier)
        }
        guard request.width > 0, request.height > 0 else {
            throw fail("the text box must be at least 1×1 px, not \(request.width)×\(request.height)")
        }
        guard request.speakerScale.isFinite, request.speakerScale > 0 else {
            throw fail("the speaker's scale must be above 0, not \(request.speakerScale)")
        }
        guard request.speakerGap.isFinite, request.speakerGap >= 0 else {
            throw fail("the gap between quote and speaker must be 0 px or more, not \(request.speakerGap)")
        }
        for (name, style) in [("quote", request.quoteStyle), ("speaker", request.speakerStyle)] {
            guard style.minSize.isFinite, style.maxSize.isFinite, style.minSize > 0, style.maxSize <= 4096 else {
                throw fail("the \(name) sizes must lie between 0 and 4096 px, not \(style.minSize)–\(style.maxSize)")
            }
            guard style.minSize <= style.maxSize else {
                throw fail(
                    "the \(name)'s minimum size \(style.minSize.pixelText) px is above its maximum size \(style.maxSize.pixelText) px"
                )
            }
            guard style.lineHeight.isFinite, style.lineHeight > 0 else {
                throw fail("the \(name)'s line height must be above 0, not \(style.lineHeight)")
            }
            guard style.letterSpacing.isFinite, style.letterSpacing > -0.5 else {
                throw fail("the \(name)'s letter spacing must be above -0.5 em, not \(style.letterSpacing)")
            }
        }
    }

    /// The start of `text` that could possibly be set in the request's box at the minimum size,
    /// with a margin: more lines than fit at a line height of 1, each of more characters than
    /// fit at 1/20 em apiece (narrower than any visible glyph). Whatever is cut would be cut
    /// by clamping anyway, so shaping and breaking never see more than a boxful of text.
    static func fittablePrefix(of text: String, request: LayoutRequest) -> String {
        let size = max(1, request.quoteStyle.minSize)
        let lines = Double(request.height) / size + 2
        let perLine = Double(request.width) / (size / 20) + 2
        let capacity = Int(min(lines * perLine, 1_000_000))
        guard let end = text.index(text.startIndex, offsetBy: capacity, limitedBy: text.endIndex) else { return text }
        return String(text[..<end])
    }

    /// `body`'s result, or its error marked as the speaker's.
    private func inSpeaker<Result>(_ body: () throws(TypesettingError) -> Result) throws(TypesettingError) -> Result {
        do {
            return try body()
        } catch {
            var error = error
            error.isInSpeaker = true
            throw error
        }
    }
}
