/// The daily "quote of the day" notification: `notifications.daily` in `site.json`.
public struct DailyNotification: Hashable, Sendable {
    /// Whether the notification is offered.
    public var enabled: Bool
    /// Local time in the site's time zone.
    public var time: LocalTime

    /// Settings; arguments default to `ProjectDefaults`.
    public init(
        enabled: Bool = ProjectDefaults.dailyNotificationsEnabled,
        time: LocalTime = ProjectDefaults.dailyNotificationTime
    ) {
        self.enabled = enabled
        self.time = time
    }
}
