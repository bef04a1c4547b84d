import CFreeType

/// The owner of one `FT_Library`. FreeType objects are not thread-safe, so each
/// `Typesetter` has its own library and faces.
final class FreeTypeLibrary {
    /// The `FT_Library`; valid as long as this object lives.
    let handle: FT_Library

    init() throws(TypesettingError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TypesettingError(.freeType(operation: "start", code: error))
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
