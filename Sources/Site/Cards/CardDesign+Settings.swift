import Cards
import Project

extension CardDesign {
    /// The card design a project's `cards` settings describe.
    init(_ settings: CardSettings) {
        self.init(
            overlay: settings.overlay,
            minimumContrast: settings.minimumContrast,
            fonts: [settings.font] + settings.fallbackFonts,
            speakerFonts: settings.speakerFont.map { [$0] + settings.fallbackFonts } ?? [],
            margin: settings.margin,
            lineHeight: settings.lineHeight,
            alignment: Alignment(rawValue: settings.alignment.rawValue) ?? .center,
            smartQuotes: settings.smartQuotes,
            shadow: settings.shadow)
    }
}
