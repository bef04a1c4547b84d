import CivilTime

extension LocalDate {
    /// The date `dayNumber` days after 1970-01-01 (the day count iCalendar arithmetic uses).
    init(dayNumber: Int) {
        self.init(daysSince1970: dayNumber)
    }

    var dayNumber: Int { daysSince1970 }

    /// `20261205`, iCalendar's DATE form.
    var basicFormat: String {
        CivilCalendar.padded(year, 4) + CivilCalendar.padded(month, 2) + CivilCalendar.padded(day, 2)
    }

    /// The date, or a `SyndicationError` naming the impossible one.
    static func checked(year: Int, month: Int, day: Int) throws(SyndicationError) -> LocalDate {
        guard let date = LocalDate(year: year, month: month, day: day) else {
            throw SyndicationError(.invalidDate(year: year, month: month, day: day))
        }
        return date
    }
}
