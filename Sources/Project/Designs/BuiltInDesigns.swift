/// The designs Draper ships, as design files (the same JSON5 a project writes), so
/// `draper designs --print NAME` gives a starting point to copy and change. `classic`, the
/// card a project draws unless it names another, is tuned by the `cards` settings of
/// `site.json` (`ClassicDesign`); the others are as written here.
public enum BuiltInDesigns {
    /// The design of a project that names none.
    public static let defaultName = "classic"

    /// Every built-in design by name, the default first.
    public static let names = [defaultName] + fixedSources.keys.sorted()

    public static let descriptions: [String: String] = [
        "classic": "The photo under a dark layer, white type centred, the speaker below.",
        "split": "The photo on one side, the quote on a paper panel beside it; top and bottom on tall cards.",
        "type-only": "No photo: large type on a deep gradient, the speaker in a warm accent.",
        "vintage": "A halftone duotone photo like a mid-century print, a serif display face in a cream frame.",
    ]

    /// The keys of `site.json` that give a design's fonts, by the key of the font in its file:
    /// a font that is not there is an error at the setting, not at a line of a built-in file.
    public static let fontSettings: [String: [String: String]] = [
        defaultName: ["layers[2].font": "cards.font", "layers[2].byline.font": "cards.speakerFont"]
    ]

    /// The file of a built-in design, to start a project's own from, as `settings` tune it.
    public static func source(_ name: String, tunedBy settings: CardSettings = CardSettings()) -> String? {
        sources[name]?(settings)
    }

    /// Each design's file as the `cards` settings make it: only classic's depends on them.
    private static let sources: [String: @Sendable (CardSettings) -> String] = {
        var sources: [String: @Sendable (CardSettings) -> String] = [:]
        for (name, source) in fixedSources { sources[name] = { _ in source } }
        sources[defaultName] = { ClassicDesign.source(tunedBy: $0) }
        return sources
    }()

    /// The designs no setting tunes.
    static let fixedSources: [String: String] = [
        "split": """
        // The photo on the left, the quote on a paper panel on the right; on square, tall and
        // story cards the photo is above and the panel below. The quote grows upwards from the rule;
        // quote, rule and speaker sit at the start of the column (on its right for Arabic or Hebrew).
        {
          layers: [
            { type: "photo" },
            { type: "shape", box: [0.5, 0, 0.5, 1], color: "#f4eee4" },
            {
              type: "text", field: "text", box: [0.56, 0.1, 0.38, 0.62],
              font: "Noto Serif Display Bold", color: "#1f1712", size: [0.045, 0.1], lineHeight: 1.1,
              align: "start", valign: "bottom", recover: { scrim: true },
            },
            { type: "shape", box: [0.56, 0.77, 0.38, 0.012], width: 0.07, align: "start", color: "#b5562a" },
            {
              type: "text", field: "speaker", box: [0.56, 0.81, 0.38, 0.09],
              font: "League Spartan Bold", color: "#7a3417", size: [0.03, 0.038],
              align: "start", valign: "top", case: "upper", letterSpacing: 0.08, recover: { scrim: true },
            },
          ],
          aspects: {
            square: {
              layers: [
                { type: "photo" },
                { type: "shape", box: [0, 0.46, 1, 0.54], color: "#f4eee4" },
                {
                  type: "text", field: "text", box: [0.08, 0.51, 0.84, 0.3],
                  font: "Noto Serif Display Bold", color: "#1f1712", size: [0.045, 0.085], lineHeight: 1.1,
                  align: "start", valign: "bottom", recover: { scrim: true },
                },
                { type: "shape", box: [0.08, 0.845, 0.84, 0.01], width: 0.08, align: "start", color: "#b5562a" },
                {
                  type: "text", field: "speaker", box: [0.08, 0.875, 0.84, 0.07],
                  font: "League Spartan Bold", color: "#7a3417", size: [0.03, 0.036],
                  align: "start", valign: "top", case: "upper", letterSpacing: 0.08, recover: { scrim: true },
                },
              ],
            },
            // Stories: the boxes are set in the band the apps leave clear (LayerBox.safe), so
            // the quote takes all of the panel's clear part and the photo stays above it.
            story: {
              layers: [
                { type: "photo" },
                { type: "shape", box: [0, 0.4, 1, 0.6], color: "#f4eee4" },
                {
                  type: "text", field: "text", box: [0.08, 0.45, 0.84, 0.41],
                  font: "Noto Serif Display Bold", color: "#1f1712", size: [0.05, 0.1], lineHeight: 1.1,
                  align: "start", valign: "bottom", recover: { scrim: true },
                },
                { type: "shape", box: [0.08, 0.885, 0.84, 0.008], width: 0.08, align: "start", color: "#b5562a" },
                {
                  type: "text", field: "speaker", box: [0.08, 0.91, 0.84, 0.08],
                  font: "League Spartan Bold", color: "#7a3417", size: [0.03, 0.038],
                  align: "start", valign: "top", case: "upper", letterSpacing: 0.08, recover: { scrim: true },
                },
              ],
            },
            // Tall cards: the same, with a taller panel.
            portrait: {
              layers: [
                { type: "photo" },
                { type: "shape", box: [0, 0.45, 1, 0.55], color: "#f4eee4" },
                {
                  type: "text", field: "text", box: [0.08, 0.5, 0.84, 0.33],
                  font: "Noto Serif Display Bold", color: "#1f1712", size: [0.05, 0.1], lineHeight: 1.1,
                  align: "start", valign: "bottom", recover: { scrim: true },
                },
                { type: "shape", box: [0.08, 0.86, 0.84, 0.008], width: 0.08, align: "start", color: "#b5562a" },
                {
                  type: "text", field: "speaker", box: [0.08, 0.885, 0.84, 0.06],
                  font: "League Spartan Bold", color: "#7a3417", size: [0.03, 0.038],
                  align: "start", valign: "top", case: "upper", letterSpacing: 0.08, recover: { scrim: true },
                },
              ],
            },
          },
        }
        """,
        "type-only": """
        // No photo: large type on a deep gradient, a rule and the speaker in a warm accent.
        {
          layers: [
            { type: "fill", gradient: { angle: 160, stops: [["#1c2541", 0], ["#3a1f3d", 1]] } },
            { type: "fill", vignette: { color: "#000000", opacity: 0.35, clear: 0.5 } },
            {
              type: "text", field: "text", box: [0.09, 0.12, 0.82, 0.6],
              font: "League Spartan Bold", color: "#fbf3e6", size: [0.05, 0.14], lineHeight: 1.08,
              align: "start", valign: "bottom", recover: { scrim: true },
            },
            { type: "shape", box: [0.09, 0.77, 0.82, 0.012], width: 0.1, align: "start", color: "#f2a65a" },
            {
              type: "text", field: "speaker", box: [0.09, 0.81, 0.82, 0.09],
              font: "League Spartan Bold", color: "#f7bf82", size: [0.032, 0.042],
              align: "start", valign: "top", case: "upper", letterSpacing: 0.1, recover: { scrim: true },
            },
          ],
          aspects: {
            // Stories: the quote takes the whole band the apps leave clear (LayerBox.safe), down
            // to the rule and the speaker at its foot.
            story: {
              layers: [
                { type: "fill", gradient: { angle: 160, stops: [["#1c2541", 0], ["#3a1f3d", 1]] } },
                { type: "fill", vignette: { color: "#000000", opacity: 0.35, clear: 0.5 } },
                {
                  type: "text", field: "text", box: [0.09, 0.02, 0.82, 0.8],
                  font: "League Spartan Bold", color: "#fbf3e6", size: [0.05, 0.14], lineHeight: 1.08,
                  align: "start", valign: "bottom", recover: { scrim: true },
                },
                { type: "shape", box: [0.09, 0.86, 0.82, 0.01], width: 0.1, align: "start", color: "#f2a65a" },
                {
                  type: "text", field: "speaker", box: [0.09, 0.89, 0.82, 0.1],
                  font: "League Spartan Bold", color: "#f7bf82", size: [0.032, 0.042],
                  align: "start", valign: "top", case: "upper", letterSpacing: 0.1, recover: { scrim: true },
                },
              ],
            },
          },
        }
        """,
        "vintage": """
        // A duotone photo like a mid-century print, a cream frame, a serif display face.
        {
          layers: [
            { type: "photo", filters: [{ halftone: 0.007 }, { duotone: ["#13293d", "#f1e3c6"] }, { grain: 0.04 }] },
            // The shade: dark enough that the halftone's light dots stay clear of the letters in a
            // JPEG or AVIF file, and raised further where a photo needs it.
            { type: "fill", color: "#0d1b2a", opacity: 0.8 },
            { type: "fill", vignette: { color: "#06101a", opacity: 0.7, clear: 0.35 } },
            { type: "shape", box: [0.035, 0.035, 0.93, 0.008], color: "#f1e3c6" },
            { type: "shape", box: [0.035, 0.957, 0.93, 0.008], color: "#f1e3c6" },
            { type: "shape", box: [0.035, 0.035, 0.006, 0.93], color: "#f1e3c6" },
            { type: "shape", box: [0.959, 0.035, 0.006, 0.93], color: "#f1e3c6" },
            {
              type: "text", field: "text", box: [0.12, 0.14, 0.76, 0.56],
              font: "Noto Serif Display Bold Italic", color: "#fbf3e0", size: [0.05, 0.13], lineHeight: 1.1,
              align: "center", valign: "center", recover: { raise: true, scrim: true },
            },
            {
              type: "text", field: "speaker", box: [0.12, 0.74, 0.76, 0.1],
              font: "Noto Serif Display", color: "#f1d9a7", size: [0.034, 0.045],
              align: "center", valign: "top", case: "upper", letterSpacing: 0.14, recover: { raise: true, scrim: true },
            },
          ],
        }
        """,
    ]
}
