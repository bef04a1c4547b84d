public import Foundation

/// Where things live in the repository, found from this file's own path so tests work from
/// any checkout location.
public enum PackagePaths {
    /// The repository root (the folder holding Package.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The folder beside the repository with material shared by the team (the Mustache
    /// specification tests); absent on machines that have only the repository.
    public static let shared: URL = root.deletingLastPathComponent().appendingPathComponent("shared")

    /// The folder of a test target, e.g. `Tests/CardsTests`.
    public static func tests(_ target: String) -> URL {
        root.appendingPathComponent("Tests").appendingPathComponent(target)
    }

    /// The built `draper` executable beside the test bundle.
    public static var draperExecutable: URL {
        let bundleDirectory = Bundle.main.bundleURL
        let candidates = [
            bundleDirectory.appendingPathComponent("draper"),
            bundleDirectory.deletingLastPathComponent().appendingPathComponent("draper"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }
}
