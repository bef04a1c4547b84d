/// A day of the week, as written in `site.json` (`"monday"`).
public enum Weekday: String, Hashable, Sendable, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}
