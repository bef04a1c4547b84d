import Foundation
import Typesetting

extension CardContent {
    /// The fields that go with the quote (its attribution): their blocks' `start` and `end`
    /// follow the quote's direction, so a Latin name under an Arabic quote sits on its right.
    static let quoteFields: Set<String> = ["speaker", "byline", "source"]

    /// Whether the quote runs right to left: its first strong character's direction, as
    /// FriBidi gives the typesetter's first paragraph; for a quote without one (digits,
    /// emoji) its language's.
    public var isRightToLeft: Bool {
        if let direction = TextDirection.firstStrong(in: text) { return direction == .rightToLeft }
        guard let language = effectiveLanguage else { return false }
        return Locale.Language(identifier: language).characterDirection == .rightToLeft
    }

    /// `alignment` for a block showing `field` (its value `value`) on this card: `start` and
    /// `end` resolved to a side by the quote's direction for a block that goes with the quote or
    /// has no direction of its own; any other block keeps them, for the typesetter to resolve by
    /// each paragraph's own direction.
    func alignment(_ alignment: TextAlignment, field: String, value: String) -> TextAlignment {
        guard alignment == .start || alignment == .end else { return alignment }
        guard Self.quoteFields.contains(field) || TextDirection.firstStrong(in: value) == nil else { return alignment }
        return alignment.resolved(rightToLeft: isRightToLeft)
    }
}
