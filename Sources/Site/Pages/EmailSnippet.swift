import Mustache

/// The view model of `email/<id>.html`, the card as a 600-px table with inline styles.
struct EmailSnippet {
    var pageURL: String
    var imageURL: String
    var image: CardFile
    var alt: String
    var language: String
    var text: String
    var byline: String
    var linkText: String

    static let fontStack = "'League Spartan',Helvetica,Arial,sans-serif"

    var context: MustacheValue {
        [
            "fontStack": .string(Self.fontStack),
            "pageURL": .string(pageURL),
            "imageURL": .string(imageURL),
            "imageHeight": .string(String(Int((600 * Double(image.height) / Double(image.width)).rounded()))),
            "alt": .string(alt),
            "lang": .string(language),
            "text": .string(text),
            "speaker": .string(byline),
            "linkText": .string(linkText),
        ]
    }
}
