import Diagnostics

/// What a build and a check both start from: the theme, fonts and assets prepared, every
/// card and page planned, the author's static files listed. Made by `SiteBuilder.planSite`,
/// the one preamble of both, so that a check finds what a build would.
struct PlannedSite {
    let preparation: BuildPreparation
    let assets: ThemeAssets
    var planner: CardPlanner
    var content: SiteContent
    /// Nil when they could not be listed (the problem is reported).
    let staticFiles: StaticFiles?
}
