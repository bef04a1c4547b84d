import SafeFiles

/// The design files one load reads, each once per real file however the data spells its
/// path (`designs/logo.json5`, `designs/./logo.json5`, a link to it): a dataset naming one
/// design in many spellings decodes it, checks its fonts and reports its mistakes once.
final class DesignFileCache {
    /// What was read from a file: its design, nil if it had errors (reported when it was read).
    private var designs: [FileIdentity: DesignFile?] = [:]
    /// How many design files were read and decoded.
    private(set) var filesRead = 0
    /// The pictures the designs name, shared between design files.
    let pictures = DesignPictureCache()

    /// The design already read from the file at `path`: `.some(nil)` when it had errors, nil
    /// when it was not read yet.
    func design(at path: String) -> DesignFile?? {
        FileIdentity(path: path).flatMap { designs[$0] }
    }

    /// Notes what the file at `path` held, just read.
    func store(_ design: DesignFile?, at path: String) {
        filesRead += 1
        if let identity = FileIdentity(path: path) { designs[identity] = .some(design) }
    }
}
