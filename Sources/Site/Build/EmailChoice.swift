/// Which card `draper email` sends.
public enum EmailChoice: Sendable, Equatable {
    /// A quote id, or `advent-N` for an opened door.
    case id(String)
    /// The quote of the day: the home page's, and the `quotes/daily.ics` event of the day.
    case today
    /// The weekly channel's quote of the current week (`quotes/weekly.ics`).
    case thisWeek
}
