/// What rendering does with `{{>name}}` or `{{<name}}` when no template has that name.
public enum MissingPartialPolicy: Sendable, Hashable {
    /// Throw an error at the tag. A library with this policy also checks every
    /// reference when it is loaded, so a misspelt partial fails the build early.
    case error
    /// Render nothing, as the Mustache specification says.
    case renderEmpty
}
