/// The weekly digest notification: `notifications.weekly` in `site.json`.
public struct WeeklyNotification: Hashable, Sendable {
    /// Whether the notification is offered.
    public var enabled: Bool
    /// Local time in the site's time zone.
    public var time: LocalTime
    /// The day of the week it goes out.
    public var weekday: Weekday

    /// Settings; arguments default to `ProjectDefaults`.
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
