/// The `notifications` object of `site.json`.
public struct NotificationSettings: Hashable, Sendable {
    public var daily: DailyNotification
    public var weekly: WeeklyNotification

    public init(daily: DailyNotification = DailyNotification(), weekly: WeeklyNotification = WeeklyNotification()) {
        self.daily = daily
        self.weekly = weekly
    }
}
