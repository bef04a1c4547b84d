import Synchronization

/// The built-in designs decoded, by name and settings: each once per process, however many
/// projects, batches and cards ask (every quote without a design of its own asks for classic).
final class BuiltInDesignCache: Sendable {
    static let shared = BuiltInDesignCache()

    private struct Key: Hashable {
        var name: String
        var settings: CardSettings
    }

    private let designs = Mutex<[Key: DesignFile?]>([:])

    func design(_ name: String, tunedBy settings: CardSettings) -> DesignFile? {
        let key = Key(name: name, settings: settings)
        if let known = designs.withLock({ $0[key] }) { return known }
        let decoded = ProjectLoader.decodeBuiltInDesign(name, tunedBy: settings)
        designs.withLock { $0[key] = decoded }
        return decoded
    }
}
