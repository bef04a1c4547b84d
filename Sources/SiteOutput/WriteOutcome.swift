/// What `OutputDirectory.write` did with a file: what a build's summary counts.
public enum WriteOutcome: Sendable, Equatable {
    /// The bytes were written: a new file, or one that replaces what Draper wrote before.
    case written
    /// The file already held these bytes, and was not touched.
    case alreadyThere
    /// Something not Draper's, or changed since, was in the way (the file or a folder on its
    /// way), and was left as it is, with a warning.
    case leftAlone
}
