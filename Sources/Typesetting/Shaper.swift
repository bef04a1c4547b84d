import CHarfBuzz
import Foundation

/// Shapes runs of text with HarfBuzz: OpenType kerning, ligatures, mark
/// positioning and Arabic joining, into glyphs in visual order.
///
/// Holds one reusable `hb_buffer_t`; owned by one `Typesetter`.
final class Shaper {
    private let buffer: OpaquePointer

    init() throws(TypesettingError) {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw TypesettingError(.library("HarfBuzz could not allocate a buffer"))
        }
        self.buffer = buffer
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// Shapes `scalars[range]` with the whole paragraph as context, so letters
    /// at the ends of a run still join and kern with their neighbours.
    func shape(
        _ scalars: [UInt32],
        range: Range<Int>,
        font: ShapingFont,
        rightToLeft: Bool,
        script: hb_script_t,
        language: hb_language_t?,
        features: [hb_feature_t]
    ) throws(TypesettingError) -> [ShapedGlyph] {
        guard let length = Int32(exactly: scalars.count), let offset = UInt32(exactly: range.lowerBound),
            let itemLength = Int32(exactly: range.count)
        else {
            throw TypesettingError(.invalidValue("a paragraph of \(scalars.count) characters is too long to shape"))
        }
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, length, offset, itemLength)
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language { hb_buffer_set_language(buffer, language) }
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        features.withUnsafeBufferPointer { features in
            hb_shape(font.handle, buffer, features.baseAddress, UInt32(features.count))
        }
        guard hb_buffer_allocation_successful(buffer) != 0 else {
            throw TypesettingError(.library("HarfBuzz ran out of memory shaping text"), file: font.font.file.path)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else {
            return []
        }
        let scale = Double(ShapingFont.scale)
        return (0..<Int(count)).map { index in
            ShapedGlyph(
                glyph: infos[index].codepoint,
                cluster: Int(infos[index].cluster),
                advance: Double(positions[index].x_advance) / scale,
                xOffset: Double(positions[index].x_offset) / scale,
                yOffset: Double(positions[index].y_offset) / scale
            )
        }
    }

    /// Ligatures off, for letter-spaced text (spacing would tear them apart).
    static let noLigatures: [hb_feature_t] = ["liga=0", "clig=0"].compactMap { text in
        var feature = hb_feature_t()
        return hb_feature_from_string(text, -1, &feature) != 0 ? feature : nil
    }

    /// Half-width forms (OpenType `halt`) for the scalars `range` of the buffer: a full-width
    /// bracket drawn in half its width, its blank half gone.
    static func halfWidth(_ range: Range<Int>) -> [hb_feature_t] {
        var feature = hb_feature_t()
        guard hb_feature_from_string("halt", -1, &feature) != 0, let start = UInt32(exactly: range.lowerBound),
            let end = UInt32(exactly: range.upperBound)
        else { return [] }
        feature.start = start
        feature.end = end
        return [feature]
    }

    /// The script of a code point (Common and Inherited for shared characters).
    static func script(of scalar: UInt32) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }

    static func language(_ tag: String?) -> hb_language_t? {
        tag.flatMap { hb_language_from_string($0, -1) }
    }
}
