import Cards
public import Diagnostics
public import SafeFiles

extension ProjectError {
    /// What is wrong; each description is one sentence a user can act on.
    ///
    /// Cases that concern a key carry its full name as written in the file's
    /// structure (`cards.overlay`, `tags`), so the message names what to edit.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        // MARK: Files
        case notAProjectFolder
        case missingSiteConfig
        case missingQuotes
        case conflictingQuoteFiles
        case cannotRead(String)
        case unsafeFile(InputFileError)
        case invalidUTF8
        case utf16(byteOrderMark: Bool)

        // MARK: JSON5 syntax
        case unexpectedCharacter(String, expected: String)
        case unexpectedEnd(expected: String)
        case bareWord(String)
        case unterminatedString
        case unterminatedComment
        case invalidEscape(String)
        case invalidNumber(String)
        case newlineInString
        case controlCharacter(UInt32)
        case duplicateKey(String, firstLine: Int)
        case nestingTooDeep(Int)

        // MARK: CSV syntax and columns
        case unterminatedQuote
        case quoteInUnquotedField
        case textAfterClosingQuote
        case tabOutsideQuotes
        case wrongFieldCount(expected: Int, found: Int)
        case tooManyQuotes(Int)
        case emptyCSV
        case semicolonSeparated
        case duplicateColumn(String)
        case unknownColumn(String, suggestion: String?)
        /// A column (or JSON key) Draper does not use whose name is close to one it does: kept,
        /// and a warning, since it is most likely a typo.
        case columnLikeAField(String, suggestion: String, isKey: Bool)
        case missingColumn(String)

        // MARK: Keys and values
        case wrongRoot(expected: String)
        case unknownKey(String, suggestion: String?)
        case missingKey(String)
        case wrongType(String, expected: String, found: String)
        case emptyValue(String)
        case invisibleValue(String, UInt32)
        case emptyShortName
        case shortNameTooLong(String, length: Int, limit: Int)
        case controlCharacterInValue(String, UInt32)
        case valueTooLong(String, bytes: Int, limit: Int)
        case outOfRange(String, value: String, range: String)
        case invalidChoice(String, value: String, allowed: [String], suggestion: String?)
        case duplicateValue(String, value: String)
        case invalidID(String)
        case duplicateID(String)
        case duplicateQuote(firstIndex: Int)
        case invalidLanguageTag(String, value: String)
        case invalidFocalPoint(String)
        case invalidCardSize(String)
        case invalidEmailAddress(String, value: String)
        case invalidURL(String, value: String)
        /// A base URL's query or fragment (`?page=1`, `#top`), which no address made from it can keep.
        case baseURLPart(String, part: String, value: String)
        case baseURLCredentials(String)
        case invalidUnsubscribeLink(String, value: String, problem: String)
        case invalidPort(String, value: String)
        case missingBaseURL
        /// Git's conflict markers in a file Draper writes and people merge.
        case mergeConflict
        case noShareableFormat(String)

        // MARK: Images
        /// The value, the paths looked for (relative to the project), and the nearest file there is.
        case imageNotFound(String, tried: [String], suggestion: String?)
        case imageNotAFile(String)
        case imageNotRegular(String, FileKind)
        /// A symbolic link to nothing: its target as written, or nil when links lead back to it.
        case imageBrokenLink(String, target: String?)
        case imageOutsideProject(String)
        case imageLinksOutsideProject(String)
        case imageOutsideImagesFolder(String)

        // MARK: Card designs
        case unknownLayerType(String, suggestion: String?)
        case invalidColor(String, value: String)
        case invalidBox(String)
        case boxOutsideCard(String)
        case fieldNotInDataset(String, value: String, dataset: String, columns: [String], suggestion: String?)
        case extraFieldNotText(String)
        case unreadableDesignImage(String, reason: String)
        /// A list longer than a design may make it (see `DesignLimits`): its key, its length, the
        /// limit and what it holds ("layers").
        case tooMany(String, count: Int, limit: Int, noun: String)
        case missingDesignFile(String)
        /// A text block may raise the card's shade, and the design has none.
        case nothingToRaise(String)
        /// `around: "text"` on a fill that is not one colour over the whole card.
        case aroundTextNeedsPlainFill(String)

        // MARK: The author's pages and files
        case unclosedFrontMatter
        case frontMatterLine
        case pageWithoutTitle
        case invalidPageName(String)
        case notAPage(String)
        case tooManyPages(Int)

        // MARK: Dates, times and calendars
        case invalidDate(String, value: String)
        case impossibleDate(String, value: String, detail: String)
        /// A calendar running past the last date a four-digit year writes.
        case calendarPastYear9999(String, value: String, day: Int, date: String)
        case invalidTime(String, value: String)
        case unknownTimeZone(String, value: String, suggestion: String?, allowsLocal: Bool)
        case missingYear
        case yearMismatch(year: Int, start: String)
        case dayOutOfRange(Int, days: Int)
        case repeatedDay(Int)
        case missingDays(ClosedRange<Int>)

        // MARK: Scaffolding
        case folderNotEmpty
        case cannotWrite(String)
        case invalidImageFileName(String)

        /// Warnings let the build go on; everything else stops it.
        public var severity: Diagnostic.Severity {
            switch self {
            case .missingBaseURL, .noShareableFormat, .columnLikeAField: .warning
            default: .error
            }
        }

        public var description: String {
            switch self {
            case .notAProjectFolder:
                "the project folder does not exist or is not a folder"
            case .missingSiteConfig:
                "no site.json found; is this a Draper project? ('draper new DIR' creates one)"
            case .missingQuotes:
                "no quotes found; add data/quotes.json or data/quotes.csv"
            case .conflictingQuoteFiles:
                "both data/quotes.json and data/quotes.csv exist; keep only one of them"
            case .cannotRead(let message):
                "cannot read the file: \(message)"
            case .unsafeFile(let problem):
                problem.description
            case .invalidUTF8:
                "the file is not valid UTF-8 here; save it with UTF-8 encoding"
            case .utf16(let byteOrderMark):
                "the file is UTF-16\(byteOrderMark ? "" : " without a byte-order mark (every other byte is 0)"); save it as UTF-8 (in a spreadsheet: 'CSV UTF-8')"

            case .unexpectedCharacter(let found, let expected):
                "unexpected \(found); expected \(expected)"
            case .unexpectedEnd(let expected):
                "unexpected end of file; expected \(expected)"
            case .bareWord(let word):
                "unexpected word '\(word)'; strings need quotes"
            case .unterminatedString:
                "unterminated string; add the closing quote"
            case .unterminatedComment:
                "unterminated comment; close it with '*/'"
            case .invalidEscape(let detail):
                "invalid escape sequence (\(detail))"
            case .invalidNumber(let text):
                "invalid number '\(text)'"
            case .newlineInString:
                "line break inside a string; write \\n instead, or end the line with a backslash"
            case .controlCharacter(let value):
                "control character \(Unicode.Scalar.hexName(value)) is not allowed here"
            case .duplicateKey(let key, let firstLine):
                "duplicate key '\(key)' (first on line \(firstLine))"
            case .nestingTooDeep(let limit):
                "values are nested more than \(limit) levels deep"

            case .unterminatedQuote:
                "unterminated quoted field; the closing '\"' is missing"
            case .quoteInUnquotedField:
                "'\"' inside an unquoted field; quote the whole field and double the inner quotes"
            case .textAfterClosingQuote:
                "text after a closing quote; double the '\"' to keep it in the field"
            case .tabOutsideQuotes:
                "tab outside a quoted field, in a file whose header is not tab-separated"
            case .wrongFieldCount(let expected, let found):
                "the row has \(found) \(found == 1 ? "field" : "fields") but the header has \(expected)"
            case .tooManyQuotes(let count):
                "the dataset holds \(count.grouped) quotes; one project may have at most \(ProjectDefaults.maximumQuotes.grouped) (split it into several projects)"
            case .emptyCSV:
                "the file is empty; it needs a header row such as 'text,speaker'"
            case .semicolonSeparated:
                "the header is a single column containing ';'; the file looks semicolon-separated (--delimiter semicolon, or leave it out to detect it)"
            case .duplicateColumn(let name):
                "column '\(name)' appears more than once"
            case .unknownColumn(let name, let suggestion):
                "'\(name)': unknown column" + Self.didYouMean(suggestion)
            case .columnLikeAField(let name, let suggestion, let isKey):
                "'\(name)' is not a \(isKey ? "key" : "column") Draper uses (it is kept for designs and templates); did you mean '\(suggestion)'?"
            case .missingColumn(let name):
                "missing required column '\(name)'"

            case .wrongRoot(let expected):
                "the file must contain \(expected)"
            case .unknownKey(let key, let suggestion):
                "'\(key)': unknown key" + Self.didYouMean(suggestion)
            case .missingKey(let key):
                "missing required key '\(key)'"
            case .wrongType(let key, let expected, let found):
                "'\(key)' must be \(expected), not \(found)"
            case .emptyValue(let key):
                "'\(key)' is empty"
            case .invisibleValue(let key, let value):
                "'\(key)' shows nothing: it holds only invisible characters (\(Unicode.Scalar.hexName(value)))"
            case .emptyShortName:
                "'shortName' is empty; leave it out to take the title's first words"
            case .shortNameTooLong(let name, let length, let limit):
                "'shortName' is '\(name)', \(length) characters; a home screen shows \(limit) before it cuts a name"
            case .controlCharacterInValue(let key, let value):
                "'\(key)' holds the invisible control character \(Unicode.Scalar.hexName(value)); remove it"
            case .valueTooLong(let key, let bytes, let limit):
                "'\(key)' is too long: \(bytes.grouped) bytes; a value may hold at most \(limit.grouped) bytes of UTF-8"
            case .outOfRange(let key, let value, let range):
                "'\(key)' must be \(range), not \(value)"
            case .invalidChoice(let key, let value, let allowed, let suggestion):
                "'\(key)' must be one of \(allowed.joined(separator: ", ")), not '\(value)'"
                    + Self.didYouMean(suggestion)
            case .duplicateValue(let key, let value):
                "'\(key)' lists '\(value)' more than once"
            case .invalidID(let id):
                "'\(id)' is not a valid id; use lowercase letters, digits and hyphens (it becomes a folder name)"
            case .duplicateID(let id):
                "duplicate id '\(id)'"
            case .duplicateQuote(let firstIndex):
                "same speaker and text as quotes[\(firstIndex)]; remove one of them or give both an 'id'"
            case .invalidLanguageTag(let key, let value):
                "'\(key)' is not a valid BCP 47 language tag: '\(value)'"
                    + (value.contains("_") ? " (use '-' between subtags, as in 'en-US')" : "")
            case .invalidFocalPoint(let value):
                "'focus' must be two numbers from 0 to 1 written \"0.5,0.3\", [0.5, 0.3] or {x: 0.5, y: 0.3}, not \(value)"
            case .invalidCardSize(let value):
                "'\(value)' is not a card size; use og, square, portrait, story or WIDTHxHEIGHT such as 1200x800"
            case .invalidEmailAddress(let key, let value):
                "'\(key)' is not an email address: '\(value)'"
            case .baseURLPart(let key, let part, let value):
                "'\(key)' has a \(part) ('\(value)'); the site's address cannot: every page's address is made by adding to it"
            case .baseURLCredentials(let key):
                "'\(key)' holds a user name or password before '@'; every page, feed and card link would publish it"
            case .invalidURL(let key, let value):
                "'\(key)' must be an absolute http or https URL, not '\(value)'"
            case let .invalidUnsubscribeLink(key, value, problem):
                "'\(key)' cannot be '\(value)': \(problem)"
            case .invalidPort(let key, let value):
                "'\(key)' has a port outside 1 to 65535: '\(value)'"
            case .mergeConflict:
                "a merge conflict is left in the record of what the site published: keep the lines of both sides (each line is one quote; for the same address, the one with 'until' if either has it), remove the markers, and build again"
            case .missingBaseURL:
                "no 'baseURL' set; feeds, sitemaps and share-card links that need absolute URLs are left out"
            case .noShareableFormat(let key):
                "'\(key)' has no jpg, png or png8, which link previews, sharing and email need; the site gets JPEG cards as well (add \"jpg\" to say so)"

            case .imageNotFound(let path, let tried, let suggestion):
                "image '\(path)' does not exist"
                    + (tried == [path] ? "" : " (looked for \(Self.listed(tried)))") + Self.didYouMean(suggestion)
            case .imageNotAFile(let path):
                "image '\(path)' is a folder, not a file"
            case .imageBrokenLink(let path, let target?):
                "image '\(path)' is a symbolic link to '\(target)', which does not exist"
            case .imageBrokenLink(let path, nil):
                "image '\(path)' is a symbolic link that leads back to itself"
            case .imageNotRegular(let path, let kind):
                "image '\(path)' is \(kind), not a regular file; Draper reads only regular files"
            case .imageOutsideProject(let path):
                "image '\(path)' is outside the project folder"
            case .imageLinksOutsideProject(let path):
                "image '\(path)' is a symbolic link to a file outside the project folder"
            case .imageOutsideImagesFolder(let path):
                "image '\(path)' must be inside the 'images/' folder"

            case .unknownLayerType(let type, let suggestion):
                "'\(type)' is not a layer type; use photo, fill, shape, image or text" + Self.didYouMean(suggestion)
            case .invalidColor(let key, let value):
                "'\(key)' must be a colour written #rgb, #rrggbb or #rrggbbaa, not '\(value)'"
            case .invalidBox(let key):
                "'\(key)' must be four numbers [x, y, width, height], fractions of the card from its top-left corner"
            case .boxOutsideCard(let key):
                "'\(key)' reaches outside the card: x and y from 0, width and height above 0, x + width and y + height at most 1"
            case .fieldNotInDataset(let key, let value, let dataset, let columns, let suggestion):
                "'\(key)': '\(value)' is neither a field every card has (\(Self.listed(CardContent.fieldNames, "or"))) nor a column of \(dataset)"
                    + (columns.isEmpty ? "" : " (its own columns are \(Self.listed(columns, "and")))")
                    + Self.didYouMean(suggestion)
            case .extraFieldNotText(let key):
                "'\(key)' is shown on cards, so it must be text (a string in quotes)"
            case .unreadableDesignImage(let path, let reason):
                "image '\(path)' cannot be used: \(reason)"
            case .tooMany(let key, let count, let limit, let noun):
                "'\(key)' has \(count.grouped) \(noun); at most \(limit.grouped) are allowed"
            case .nothingToRaise(let key):
                "'\(key)': there is no shade to raise; put a fill of one colour over the whole card before the first text block (classic's is { type: \"fill\", color: \"#000000\", opacity: 0.55, around: \"text\" })"
            case .aroundTextNeedsPlainFill(let key):
                "'\(key)': a shade around the text is one colour over the whole card; give it color and opacity, and no box, gradient or vignette"
            case .unclosedFrontMatter:
                "the front matter that starts with '---' has no closing '---' line"
            case .frontMatterLine:
                "a front matter line must be 'key: value' (title, description, menu or lang)"
            case .pageWithoutTitle:
                "the page has no title: give it one in front matter ('title: About', between '---' lines) or start it with a heading ('# About')"
            case .invalidPageName(let name):
                "'\(name)' cannot be a page's name: use lowercase letters, digits and hyphens (it becomes the page's folder)"
            case .notAPage(let name):
                "'\(name)' is not a Markdown page (.md); files to publish as they are go in static/"
            case .tooManyPages(let count):
                "\(count) pages; at most \(ProjectDefaults.maximumPages) are read"
            case .missingDesignFile(let path):
                "design file '\(path)' does not exist (design files are named from the project folder, such as designs/mine.json5)"

            case .invalidDate(let key, let value):
                "'\(key)' must be a date written YYYY-MM-DD, not '\(value)'"
            case .calendarPastYear9999(let key, let value, let day, let date):
                "'\(key)' is \(value), so door \(day) would open on \(date); dates end at 9999-12-31"
            case .impossibleDate(let key, let value, let detail):
                "'\(key)' is not a real date: \(value) (\(detail))"
            case .invalidTime(let key, let value):
                "'\(key)' must be a 24-hour time written HH:MM, not '\(value)'"
            case .unknownTimeZone(let key, let value, let suggestion, let allowsLocal):
                "'\(key)': unknown time zone '\(value)'"
                    + (suggestion.map { "; did you mean '\($0)'?" }
                        ?? "; use \(allowsLocal ? "'local' or " : "")an IANA name such as 'Europe/Berlin'")
            case .missingYear:
                "the calendar needs 'year' or 'start'"
            case .yearMismatch(let year, let start):
                "'year' is \(year) but 'start' is \(start); remove 'year' or make them agree"
            case .dayOutOfRange(let day, let days):
                "day \(day) is outside the calendar, which has days 1 to \(days)"
            case .repeatedDay(let day):
                "day \(day) has more than one entry"
            case .missingDays(let range):
                range.count == 1
                    ? "no entry for day \(range.lowerBound)"
                    : "no entries for days \(range.lowerBound) to \(range.upperBound)"

            case .folderNotEmpty:
                "the folder is not empty; choose a new or empty folder"
            case .cannotWrite(let message):
                "cannot write the file: \(message)"
            case .invalidImageFileName(let name):
                "'\(name)' is not a plain file name for the sample image"
            }
        }

        /// "a", "a and b", "a, b and c" (or "or").
        private static func listed(_ items: [String], _ conjunction: String = "and") -> String {
            guard let last = items.last, items.count > 1 else { return items.first ?? "" }
            return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
        }

        private static func didYouMean(_ suggestion: String?) -> String {
            suggestion.map { "; did you mean '\($0)'?" } ?? ""
        }
    }
}
