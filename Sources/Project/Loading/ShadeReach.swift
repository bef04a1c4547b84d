/// What a fill's `around` may name: `text`, for the card's shade as light as its text allows
/// (`LayerPaint.aroundText`).
enum ShadeReach: String, CaseIterable {
    case text
}
