/// The designs Draper ships, as design files (the same JSON5 a project writes), so
/// `draper designs --print NAME` gives a starting point to copy and change. `classic` is not
/// here: it is the card Draper has always drawn (`CardRenderer`), chosen by name.
public enum BuiltInDesigns {
    /// Every built-in design by name, `classic` first.
    public static let names = ["classic"] + sources.keys.sorted()

    public static let descriptions: [String: String] = [
        "classic": "The photo under a dark layer, white type centred, the speaker below.",
        "split": "The photo on one side, the quote on a paper panel beside it; top and bottom on tall cards.",
        "type-only": "No photo: large type on a deep gradient, the speaker in a warm accent.",
        "vintage": "A halftone duotone photo like a mid-century print, a serif display face in a cream frame.",
    ]

    /// The file of a built-in design, to start a project's own from.
    public static func source(_ name: String) -> String? { sources[name] }

    static let sources: [String: String] = [
        "split": """
        // The photo on the left, the quote on a paper panel on the right; on square and tall
        // cards the photo is above and the panel below. The quote grows upwards from the rule.
        {
          layers: [
            { type: "photo" },
            { type: "shape", box: [0.5, 0, 0.5, 1], color: "#f4eee4" },
            {
              type: "text", field: "text", box: [0.56, 0.1, 0.38, 0.62],
              font: "Noto Serif Display Bold", color: "#1f1712", size: [0.045, 0.1], lineHeight: 1.1,
              align: "left", valign: "bottom",
            },
            { type: "shape", box: [0.56, 0.77, 0.07, 0.012], color: "#b5562a" },
            {
              type: "text", field: "speaker", box: [0.56, 0.81, 0.38, 0.09],
              font: "League Spartan Bold", color: "#8c3f1c", size: [0.03, 0.038],
              align: "left", valign: "top", case: "upper", letterSpacing: 0.08,
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
                  align: "left", valign: "bottom",
                },
                { type: "shape", box: [0.08, 0.845, 0.08, 0.01], color: "#b5562a" },
                {
                  type: "text", field: "speaker", box: [0.08, 0.875, 0.84, 0.07],
                  font: "League Spartan Bold", color: "#8c3f1c", size: [0.03, 0.036],
                  align: "left", valign: "top", case: "upper", letterSpacing: 0.08,
                },
              ],
            },
            // Tall cards (stories too): the same, with a taller panel.
            portrait: {
              layers: [
                { type: "photo" },
                { type: "shape", box: [0, 0.45, 1, 0.55], color: "#f4eee4" },
                {
                  type: "text", field: "text", box: [0.08, 0.5, 0.84, 0.33],
                  font: "Noto Serif Display Bold", color: "#1f1712", size: [0.05, 0.1], lineHeight: 1.1,
                  align: "left", valign: "bottom",
                },
                { type: "shape", box: [0.08, 0.86, 0.08, 0.008], color: "#b5562a" },
                {
                  type: "text", field: "speaker", box: [0.08, 0.885, 0.84, 0.06],
                  font: "League Spartan Bold", color: "#8c3f1c", size: [0.03, 0.038],
                  align: "left", valign: "top", case: "upper", letterSpacing: 0.08,
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
              align: "left", valign: "bottom",
            },
            { type: "shape", box: [0.09, 0.77, 0.1, 0.012], color: "#f2a65a" },
            {
              type: "text", field: "speaker", box: [0.09, 0.81, 0.82, 0.09],
              font: "League Spartan Bold", color: "#f2a65a", size: [0.032, 0.042],
              align: "left", valign: "top", case: "upper", letterSpacing: 0.1,
            },
          ],
        }
        """,
        "vintage": """
        // A duotone photo like a mid-century print, a cream frame, a serif display face.
        {
          layers: [
            { type: "photo", filters: [{ halftone: 0.007 }, { duotone: ["#13293d", "#f1e3c6"] }, { grain: 0.04 }] },
            { type: "fill", color: "#0d1b2a", opacity: 0.68 },
            { type: "fill", vignette: { color: "#06101a", opacity: 0.7, clear: 0.35 } },
            { type: "shape", box: [0.035, 0.035, 0.93, 0.008], color: "#f1e3c6" },
            { type: "shape", box: [0.035, 0.957, 0.93, 0.008], color: "#f1e3c6" },
            { type: "shape", box: [0.035, 0.035, 0.006, 0.93], color: "#f1e3c6" },
            { type: "shape", box: [0.959, 0.035, 0.006, 0.93], color: "#f1e3c6" },
            {
              type: "text", field: "text", box: [0.12, 0.14, 0.76, 0.56],
              font: "Noto Serif Display Bold Italic", color: "#fbf3e0", size: [0.05, 0.13], lineHeight: 1.1,
              align: "center", valign: "center",
            },
            {
              type: "text", field: "speaker", box: [0.12, 0.74, 0.76, 0.1],
              font: "Noto Serif Display", color: "#f1d9a7", size: [0.034, 0.045],
              align: "center", valign: "top", case: "upper", letterSpacing: 0.14,
            },
          ],
        }
        """,
    ]
}
