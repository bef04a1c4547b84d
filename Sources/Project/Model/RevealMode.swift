/// When advent doors open on the published site.
public enum RevealMode: String, Hashable, Sendable, CaseIterable {
    /// Every door is in the pages and the viewer's browser opens each at its unlock time.
    case client
    /// Only doors already unlocked when the site is built are published; rebuild daily.
    case build
    /// Every door is open now, for previews and for calendars that are over.
    case all
}
