import Foundation
import Mustache

/// The view model of `email/<id>.html`, the card as a 600-px table with inline styles.
struct EmailSnippet {
    var pageURL: String
    var imageURL: String
    var image: CardFile
    var alt: String
    var language: TextLanguage
    var text: String
    var byline: String
    /// `dir` of the speaker's line when it runs against the site (see `TextLanguage`).
    var bylineDirection: String?
    var linkText: String
    /// The card typeface's family, first in the font stack (mail clients that have it use it).
    var fontFamily: String

    var fontStack: String {
        let family = fontFamily.replacingOccurrences(of: "'", with: "")
        return "'\(family)',Helvetica,Arial,sans-serif"
    }

    var context: MustacheValue {
        [
            "fontStack": .string(fontStack),
            "pageURL": .string(pageURL),
            "imageURL": .string(imageURL),
            "imageHeight": .string(String(Int((600 * Double(image.height) / Double(image.width)).rounded()))),
            "alt": .string(alt),
            "lang": .string(language.lang),
            "dir": .optional(language.dir),
            "text": .string(text),
            // A poem's lines stay lines: mail clients ignore CSS white-space more often than not.
            "textHTML": .string(
                text.split(separator: "\n", omittingEmptySubsequences: false).map { XMLText.escape(String($0)) }
                    .joined(separator: "<br>")),
            "speaker": .string(byline),
            "speakerDir": .optional(bylineDirection),
            "linkText": .string(linkText),
        ]
    }
}
