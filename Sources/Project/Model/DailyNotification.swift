/// The daily "quote of the day" notification: `notifications.daily` in `site.json`.
public struct DailyNotification: Hashable, Sendable {
    public var enabled: Bool
    /// Local time in the site's time zone.
    public var time: LocalTime

    public init(
        enabled: Bool = ProjectDefaults.dailyNotificationsEnabled,
        time: LocalTime = ProjectDefaults.dailyNotificationTime
    ) {
        self.enabled = enabled
        self.time = time
    }
}
