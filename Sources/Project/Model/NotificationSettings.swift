/// The `notifications` object of `site.json`.
public struct NotificationSettings: Hashable, Sendable {
    /// The quote-of-the-day notification.
    public var daily: DailyNotification
    /// The weekly digest.
    public var weekly: WeeklyNotification

    /// Settings; both default to `ProjectDefaults`.
    public init(daily: DailyNotification = DailyNotification(), weekly: WeeklyNotification = WeeklyNotification()) {
        self.daily = daily
        self.weekly = weekly
    }
}
