import Cards
import Foundation
import Imaging
import TestSupport
import Typesetting

/// Backgrounds and renderers shared by the card tests.
enum CardFixtures {
    /// The smooth backdrop the goldens are drawn over (`SmoothBackdrop`).
    static func backgroundPNG(width: Int = 1600, height: Int = 1200) throws -> Data {
        try SmoothBackdrop.png(width: width, height: height)
    }

    static func background(for size: PixelSize, focus: UnitPoint = .center) throws -> FrozenImage {
        let decoded = try ImageDecoder().decode(backgroundPNG(), cover: size)
        return FrozenImage(try decoded.coverCropped(to: size, focus: focus))
    }

    static let fonts = FontLibrary()

    /// Draper's classic card, as its built-in design file gives it with the default settings
    /// (the photo, a black shade around the text at most 55 % where the photo needs no more,
    /// the quote and its byline in white, centred, with a shadow, raising the shade or laying
    /// a scrim until legible).
    static func classic(
        overlay: Double = 0.55, shadow: Double = 0.55, fonts: [String] = TextLayer.defaultFonts,
        shadeAroundText: Bool = true, shadeColor: RGBColor = .black
    ) -> CardLayout {
        let shade = LayerColor(shadeColor, opacity: overlay)
        var text = TextLayer(
            field: "text", box: .card, fonts: fonts, maximumSize: 0.12, minimumSize: 0.034, lineHeight: 1.15,
            alignment: .center, verticalAlignment: .center)
        text.readableSize = 12
        text.margin = 0.08
        text.hangingPunctuation = true
        text.shadow = shadow
        text.byline = BylineStyle(field: "byline", maximumSize: 0.05, minimumSize: 0.02, readableSize: 11, gap: 0.035)
        text.recovery = LegibilityRecovery(raise: true, scrim: true)
        return CardLayout(
            name: "classic",
            layers: [
                .photo(PhotoLayer()), .fill(shadeAroundText ? .aroundText(shade) : .solid(shade), box: .card),
                .text(text),
            ])
    }

    static func renderer(_ layout: CardLayout = classic()) throws -> LayeredCardRenderer {
        try LayeredCardRenderer(layout: layout, fonts: fonts)
    }

    static let englishQuote = CardContent(
        identifier: "test-english",
        text: "Whatever you are, be a good one.",
        byline: CardContent.attribution("Abraham Lincoln"), language: "en")
}
