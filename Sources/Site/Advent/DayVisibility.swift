/// How much of an advent day a build puts in its pages.
enum DayVisibility: Sendable, Equatable {
    /// Opened for every viewer already: the content is in the page as plain HTML.
    case open
    /// Not yet open for every viewer: the content is in the page, sealed, for the script
    /// to open on the viewer's date (reveal mode `client`, or `build` with a `local` zone).
    case sealed
    /// Not open anywhere at build time (reveal mode `build`): no trace of it in the output.
    case hidden
}
