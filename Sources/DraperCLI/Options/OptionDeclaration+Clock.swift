extension OptionDeclaration where Self == OptionKey<String?> {
    /// `--now`, for every command with a clock (build, check, serve, email); each says in its
    /// own words what the date decides. `BuildClock.now` reads it.
    static var now: Self {
        .value(
            "now", name: "iso-8601", help: "The build's date and time (for which advent doors are open, feed dates).",
            default: "SOURCE_DATE_EPOCH, else the current time")
    }
}
