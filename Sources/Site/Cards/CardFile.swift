/// A rendered card file the pages link to.
struct CardFile: Sendable, Hashable {
    /// Path relative to the output root.
    var path: String
    var width: Int
    var height: Int
    var mediaType: String
}
