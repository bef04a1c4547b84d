/// A calendar, feed, sitemap or email could not be written as its standard requires.
///
/// The description is one sentence that names the part of the document involved
/// (an event's UID, a feed entry's id, a header) and what is wrong with it.
public struct SyndicationError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case invalidDate(year: Int, month: Int, day: Int)
        case invalidTime(hour: Int, minute: Int, second: Int)
        case yearOutOfRange(Int)
        case empty(field: String)
        case notAbsoluteIRI(String)
        case invalidDuration(String)
        case negativeDuration(String)
        case partialDayDuration(String)
        case mismatchedEndType(start: String, end: String)
        case endNotAfterStart
        case alarmWithoutEnd
        case duplicateID(String)
        case tooManyURLs(count: Int, limit: Int)
        case urlTooLong(length: Int, limit: Int)
        case tooLarge(bytes: Int, limit: Int)
        case negativeLength(Int)
        case invalidPath(String)
        case invalidEmailAddress(String)
        case invalidMessageID(String)
        case invalidContentID(String)
        case unresolvedContentID(String)
        case invalidUnsubscribeURL(String)
    }

    /// The part of the document the problem is in, e.g. `event 'door-05@example.com'`.
    public var location: String?
    public var reason: Reason

    public init(_ reason: Reason, at location: String? = nil) {
        self.reason = reason
        self.location = location
    }

    /// The same error, attributed to `location` when it has none yet.
    public func located(at location: String) -> SyndicationError {
        SyndicationError(reason, at: self.location ?? location)
    }

    /// What is wrong, as one sentence without the location.
    public var message: String {
        switch reason {
        case let .invalidDate(year, month, day):
            "\(year)-\(month)-\(day) is not a date of the Gregorian calendar"
        case let .invalidTime(hour, minute, second):
            "\(hour):\(minute):\(second) is not a time of day (hours 0–23, minutes and seconds 0–59)"
        case .yearOutOfRange(let year):
            "the year \(year) cannot be written with four digits"
        case .empty(let field):
            "\(field) must not be empty"
        case .notAbsoluteIRI(let value):
            "'\(value)' is not an absolute IRI (it needs a scheme such as https: and no spaces)"
        case .invalidDuration(let value):
            "the duration \(value) has a negative component; use a negative duration instead"
        case .negativeDuration(let value):
            "an event cannot last \(value); its duration must not be negative"
        case .partialDayDuration(let value):
            "an all-day event must last whole days or weeks, not \(value)"
        case let .mismatchedEndType(start, end):
            "the end is \(end) but the start is \(start); both must be of the same kind"
        case .endNotAfterStart:
            "the event ends before or when it starts"
        case .alarmWithoutEnd:
            "an alarm is relative to the end of an event that has no end or duration"
        case .duplicateID(let id):
            "the id '\(id)' is used more than once"
        case let .tooManyURLs(count, limit):
            "a sitemap holds at most \(limit) URLs, this one has \(count)"
        case let .urlTooLong(length, limit):
            "the URL is \(length) characters long, over the limit of \(limit)"
        case let .tooLarge(bytes, limit):
            "the file would be \(bytes) bytes, over the limit of \(limit)"
        case .negativeLength(let length):
            "an enclosure cannot be \(length) bytes long"
        case .invalidPath(let path):
            "'\(path)' is not a path starting with / on one line"
        case .invalidEmailAddress(let address):
            "'\(address)' is not an email address of the form name@domain in ASCII"
        case .invalidMessageID(let id):
            "'\(id)' is not a message id of the form left@right"
        case .invalidContentID(let id):
            "'\(id)' is not a content id of the form left@right"
        case .unresolvedContentID(let id):
            "the HTML refers to cid:\(id) but no inline image has that Content-ID"
        case .invalidUnsubscribeURL(let url):
            "'\(url)' is not a mailto: or https: URL of at most 900 printable ASCII characters without spaces, quotes, commas or angle brackets"
        }
    }

    public var description: String {
        if let location { return "\(location): \(message)" }
        return message
    }
}
