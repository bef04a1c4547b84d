/// The theme that ships inside `draper`: the repository's `templates/` folder, embedded at
/// build time by the EmbedTheme plugin as `files` (relative path → text).
///
/// A project's own `templates/` folder overrides any of these files by name.
public enum BuiltInTheme {}
