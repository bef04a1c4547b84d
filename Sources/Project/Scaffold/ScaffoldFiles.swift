import Typesetting

/// The contents of the files `ProjectScaffold` writes.
///
/// Values that have defaults are written from `ProjectDefaults`, so a new project
/// shows the real defaults and never disagrees with them.
enum ScaffoldFiles {
    static var site: String {
        let cards = CardSettings()
        let notifications = NotificationSettings()
        return """
            // Settings for your Draper site. This file is JSON5: comments and trailing commas are fine.
            // Only `title` is required; the values below other than title and description are the defaults.
            {
              title: "My Draper Site",
              description: "Quotations worth keeping, one card at a time.",

              // Where the site will be published. Feeds, the sitemap and share-card links
              // need it; until it is set, the build leaves them out and says so.
              // baseURL: "https://example.com/",
              // author: "Your Name",

              language: "\(ProjectDefaults.language)",

              // Decides which day's quote is shown: "UTC" or an IANA name such as "Europe/Berlin".
              timezone: "UTC",

              // When advent doors open: "client" (in the visitor's browser), "build" or "all".
              reveal: "\(ProjectDefaults.reveal.rawValue)",

              cards: {
                // og, square, portrait, story, or "WIDTHxHEIGHT" such as "1200x800".
                sizes: [\(cards.sizes.map { "\"\($0.name)\"" }.joined(separator: ", "))],
                // avif and webp: the pages' images; jpg, png or png8: link previews, sharing
                // and downloads. Add "png" to offer lossless downloads, "square" or "story"
                // above for more sizes (docs/publishing.md lists what each costs).
                formats: [\(cards.formats.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],
                font: "\(cards.font)",
                // How much the photo is darkened behind the text, from 0 to 1.
                overlay: \(cards.overlay),
                minimumContrast: \(cards.minimumContrast),
                // left, center, right; start or end (the side the quote starts or ends on:
                // the right for Arabic or Hebrew); or natural (follows each text's direction).
                alignment: "\(cards.alignment.rawValue)",
              },

              notifications: {
                daily: { enabled: \(notifications.daily.enabled), time: "\(notifications.daily.time)" },
                weekly: { enabled: \(notifications.weekly.enabled), time: "\(notifications.weekly.time)", weekday: "\(notifications.weekly.weekday.rawValue)" },
              },
            }

            """
    }

    static func quotes(image: String) -> String {
        """
        // Your quotes. Each needs `text` and `speaker`; `id`, `image`, `focus`, `source`,
        // `credit`, `alt`, `lang` and `tags` are optional. A data/quotes.csv file with the
        // same column names works too (tags separated by "|"); keep only one of the two.
        [
          {
            id: "franklin-well-done",
            text: "Well done is better than well said.",
            speaker: "Benjamin Franklin",
            source: "Poor Richard's Almanack (1737)",
            image: "\(image)",
            tags: ["work"],
          },
          {
            id: "dickinson-hope",
            text: "Hope is the thing with feathers\\nThat perches in the soul,\\nAnd sings the tune without the words,\\nAnd never stops at all,",
            speaker: "Emily Dickinson",
            source: "Poems, Second Series (1891)",
            image: "\(image)",
            focus: "0.5,0.4",
            tags: ["hope", "poetry"],
          },
          {
            id: "basho-old-pond",
            text: "古池や蛙飛び込む水の音",
            speaker: "松尾芭蕉",
            source: "蛙合 (1686)",
            lang: "ja",
            image: "\(image)",
            tags: ["haiku"],
          },
        ]

        """
    }

    static func advent(start: LocalDate, image: String) -> String {
        """
        // A five-day advent calendar that ends on Christmas Day. Messages are Markdown.
        // Doors open at `unlockTime` on each visitor's own clock ("local"),
        // or in one zone for everyone if you name it, such as "Europe/Berlin".
        {
          title: "Five Days to Christmas",
          start: "\(start)",
          days: 5,
          target: "\(ProjectDefaults.adventTarget)",
          timezone: "\(ProjectDefaults.adventTimeZone)",
          unlockTime: "\(ProjectDefaults.adventUnlockTime)",
          reminderTime: "\(ProjectDefaults.adventReminderTime)",
          entries: [
            { day: 1, title: "The longest night", message: "Light a candle tonight: from tomorrow the days grow *longer*." },
            { day: 2, title: "A letter", message: "Write a few lines by hand to someone far away." },
            { day: 3, title: "Something baked", message: "Bake something simple and give half of it away." },
            { day: 4, title: "Christmas Eve", message: "Leave the lights on a little longer, and **listen**." },
            { day: 5, title: "Merry Christmas", message: "All the doors are open. Merry Christmas!", image: "\(image)" },
          ],
        }

        """
    }

    static let templatesReadme = """
        # Templates

        Draper builds every page from its built-in templates. To change one, put a
        file with the same name in this folder: Draper uses yours instead of its own,
        and keeps using its own for every template you leave out.

        Templates are [Mustache](https://mustache.github.io/mustache.5.html): `{{title}}`
        inserts a value with HTML escaping, `{{#quotes}}…{{/quotes}}` repeats for each
        item, and `{{> name}}` includes another template (a partial).

        A good start is to copy the built-in template you want to change into this
        folder and edit the copy. Delete the file to go back to the built-in one.

        """

    static let fontsReadme = """
        # Fonts

        Font files (`.ttf`, `.otf`, `.ttc`) in this folder are available to Draper's
        share cards in addition to the fonts installed on the system, and are found first.

        Name fonts in `site.json` by family name, not file name:

        ```json5
        cards: {
          font: "League Spartan Bold",
          fallbackFonts: ["Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold", "Noto Sans Hebrew Bold", "Noto Color Emoji", "Symbola"],
          speakerFont: "League Spartan SemiBold",
        }
        ```

        Characters the main font lacks (Japanese, Hebrew, Arabic, symbols) are drawn
        with the first fallback font that has them. Check a font's licence before you
        publish cards made with it.

        """
}
