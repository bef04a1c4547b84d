import CivilTime
import Project

/// The tag and speaker lists with their folders, and the daily and weekly schedules: what a
/// build's pages group and feature the quotes by, made from the quotes and the record alone
/// (the record's addresses and dates; not the photos planning writes into it).
struct PlannedGroups: Sendable {
    var tags: [QuoteGroup]
    var speakers: [QuoteGroup]
    var tagFolders: [String: String]
    var speakerFolders: [String: String]
    var daily: QuoteSchedule
    var weekly: QuoteSchedule

    init(quotes: [Quote], record: PublishedRecord, today: LocalDate) {
        tags = QuoteGroup.grouping(quotes) { $0.tags }
        speakers = QuoteGroup.grouping(quotes) { [$0.speaker] }
        tagFolders = QuoteGroup.folders(of: tags)
        speakerFolders = QuoteGroup.folders(of: speakers)
        daily = QuoteSchedule(
            record: record, quotes: quotes, channel: "daily", unit: .day,
            through: today.daysSince1970 + QuoteChannels.dailyCount + HomePage.scheduleDays)
        weekly = QuoteSchedule(
            record: record, quotes: quotes, channel: "weekly", unit: .week,
            through: QuoteSchedule.week(ofDay: today.daysSince1970) + QuoteChannels.weeklyCount + 2)
    }
}
