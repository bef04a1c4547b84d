/// The weekly digest notification: `notifications.weekly` in `site.json`.
public struct WeeklyNotification: Hashable, Sendable {
    public var enabled: Bool
    /// Local time in the site's time zone.
    public var time: LocalTime
    public var weekday: Weekday

    public init(
        enabled: Bool = ProjectDefaults.weeklyNotificationsEnabled,
        time: LocalTime = ProjectDefaults.weeklyNotificationTime,
        weekday: Weekday = ProjectDefaults.weeklyNotificationWeekday
    ) {
        self.enabled = enabled
        self.time = time
        self.weekday = weekday
    }
}
