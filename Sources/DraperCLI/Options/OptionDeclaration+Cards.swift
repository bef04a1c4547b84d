import Imaging

// What draws a card: `draper card` for one, `draper cards` for a dataset's, `draper designs`
// for a contact sheet.

extension OptionDeclaration where Self == OptionKey<String?> {
    static var text: Self { .value("text", name: "text", help: "(required) The quote.") }

    static var speaker: Self {
        .value("speaker", name: "name", help: "Who said it; shown below the quote as \"— Name\".")
    }

    static var source: Self { .value("source", name: "text", help: "Where it comes from (a design's `source` field).") }

    static var image: Self {
        .value(
            "image", name: "path",
            help: "The background photo (JPEG, PNG, WebP or GIF); required unless --design has no photo layer.")
    }

    static var images: Self {
        .value(
            "images", name: "dir", help: "The folder the dataset's image paths are relative to (and stay inside).",
            default: "the dataset's project, else its folder")
    }

    static var design: Self {
        .value(
            "design", name: "name-or-file",
            help:
                "A built-in design (classic, split, type-only, vintage: see draper designs) or a design file (JSON5 layers: docs/designs.md).",
            default: "classic")
    }

    /// One card's size; a batch has `.sizes`.
    static var size: Self {
        .value(
            "size", name: "size",
            help: "og (1200×630), square (1080×1080), portrait (1080×1350), story (1080×1920) or WxH.",
            default: "og")
    }

    static var focus: Self {
        .value(
            "focus", name: "x,y", help: "Focal point of the crop, each 0–1.",
            default: "where the photo's detail and colour are")
    }

    static var font: Self {
        .value("font", name: "path-or-family", help: "Classic's typeface.", default: "League Spartan Bold")
    }

    static var lang: Self {
        .value("lang", name: "tag", help: "BCP 47 language of the text (quotation marks, line breaking).")
    }

    static var delimiter: Self {
        .value(
            "delimiter", name: "char",
            help: "What separates the fields of delimited text: comma, semicolon or tab (or the character).",
            default: "detected from the header row")
    }
}

extension OptionDeclaration where Self == OptionKey<[String]> {
    /// A batch's sizes; one card has `.size`.
    static var sizes: Self {
        .list(
            "size", name: "size", help: "og, square, portrait, story or WxH (repeatable, or comma-separated).",
            default: "og")
    }

    /// A batch's formats; one card has `.format`.
    static var formats: Self {
        .list(
            "format", name: "format",
            help: "png, png8 (256 colours), jpg, webp or avif (repeatable, or comma-separated).", default: "png")
    }

    static var fields: Self {
        .repeatable(
            "field", name: "name=value",
            help: "A field of the design's own, as a dataset column would give it (--field episode='Season 1').")
    }
}

extension OptionDeclaration where Self == OptionKey<EncodingFormat?> {
    /// One card's format; a batch has `.formats`.
    static var format: Self {
        .choice(
            "format", name: "format", help: "Image format (png8: a dithered 256-colour PNG, several times smaller).",
            default: "from --out's extension, else png", values: ["png", "png8", "jpg", "webp", "avif"],
            as: { EncodingFormat(name: $0) })
    }
}

extension OptionDeclaration where Self == RangedOptionKey<Int> {
    /// Read `.within(1...12)` for a PNG's compression level.
    static var quality: Self {
        .integer(
            "quality", name: "n", help: "JPEG/WebP/AVIF quality 1–100, or PNG compression level 1–12.",
            default: "80 / 82 / 50 / 6", in: 1...100)
    }
}

extension OptionDeclaration where Self == RangedOptionKey<Double> {
    static var overlay: Self {
        .number("overlay", name: "opacity", help: "Opacity of classic's dark layer, 0–1.", default: "0.55", in: 0...1)
    }
}

extension OptionDeclaration where Self == OptionKey<Bool> {
    static var noSmartQuotes: Self {
        .flag("no-smart-quotes", help: "Keep straight quotes and double hyphens as typed (classic).")
    }

    static var noShadow: Self { .flag("no-shadow", help: "Set classic's text without its soft shadow.") }

    static var explain: Self {
        .flag(
            "explain",
            help:
                "Also print, as JSON on standard output, how the card was set, for every text block: lines, sizes, which font set which text, the overlay and scrim, the worst contrast measured on the file."
        )
    }
}
