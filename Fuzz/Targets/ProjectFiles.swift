// libFuzzer target: the site loader's handling of files — symbolic links in and out of the
// project, FIFOs, folders where files should be, missing files. Fuzz/fuzz.sh compiles this
// file into the Project module.
import Diagnostics
import Foundation

/// A folder outside every project, holding a valid dataset whose text is a secret.
private let outside: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draper-fuzz-outside-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let quotes = #"[{ id: "s", text: "SECRET-OUTSIDE", speaker: "SECRET-OUTSIDE", image: "images/a.jpg" }]"#
    try? Data(quotes.utf8).write(to: folder.appendingPathComponent("quotes.json"))
    try? Data("text,speaker\nSECRET-OUTSIDE,SECRET-OUTSIDE\n".utf8).write(to: folder.appendingPathComponent("quotes.csv"))
    try? Data(#"{ title: "SECRET-OUTSIDE" }"#.utf8).write(to: folder.appendingPathComponent("site.json"))
    return folder
}()

private let projectRoot = FileManager.default.temporaryDirectory.appendingPathComponent("draper-fuzz-files-\(getpid())")

/// The paths an input can act on, and what a valid file at each holds.
private let paths: [(path: String, content: String?)] = [
    ("site.json", #"{ title: "Fuzz" }"#),
    ("data", nil),
    ("data/quotes.json", #"[{ text: "Inside.", speaker: "Ada", image: "images/a.jpg" }]"#),
    ("data/quotes.csv", "text,speaker,image\nInside,Ada,images/a.jpg\n"),
    ("data/advent.json", #"{ title: "A", start: "2026-12-01", days: 1, entries: [{ day: 1, title: "T", message: "M" }] }"#),
    ("images", nil),
    ("images/a.jpg", "\u{FF}\u{D8}"),
    ("templates", nil),
    ("fonts", nil),
]

/// Properties checked on every input (a list of operations on a fresh project): loading
/// never blocks (a FIFO would hang until libFuzzer's timeout), never reads a byte from
/// outside the project (the secret appears in no diagnostic and no loaded value), and names
/// every problem by a path relative to the project.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 96)))
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: projectRoot)
    try? fileManager.createDirectory(at: projectRoot, withIntermediateDirectories: true)
    for (path, content) in paths where content != nil && path != "data/quotes.csv" {
        let url = projectRoot.appendingPathComponent(path)
        try? fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((content ?? "").utf8).write(to: url)
    }
    var index = 0
    while index + 1 < bytes.count {
        let operation = bytes[index] % 7
        let (path, content) = paths[Int(bytes[index + 1]) % paths.count]
        let url = projectRoot.appendingPathComponent(path)
        let name = url.lastPathComponent
        index += 2
        try? fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch operation {
        case 0:
            try? fileManager.removeItem(at: url)
            if let content { try? Data(content.utf8).write(to: url) } else { try? fileManager.createDirectory(at: url, withIntermediateDirectories: true) }
        case 1:
            try? fileManager.removeItem(at: url)
            try? Data(bytes[index...]).write(to: url)
        case 2:
            try? fileManager.removeItem(at: url)
            let target = content == nil ? outside : outside.appendingPathComponent(name)
            try? fileManager.createSymbolicLink(at: url, withDestinationURL: target)
        case 3:
            try? fileManager.removeItem(at: url)
            let other = paths[Int(bytes[index - 1] / 7) % paths.count].path
            try? fileManager.createSymbolicLink(atPath: url.path, withDestinationPath: projectRoot.appendingPathComponent(other).path)
        case 4:
            try? fileManager.removeItem(at: url)
            mkfifo(url.path, 0o644)
        case 5:
            try? fileManager.removeItem(at: url)
            try? fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        default:
            try? fileManager.removeItem(at: url)
        }
    }
    var session = LoadSession(root: projectRoot)
    let project = session.load()
    for diagnostic in session.diagnostics.diagnostics {
        precondition(!diagnostic.description.contains("SECRET-OUTSIDE"), "read from outside: \(diagnostic)")
        if let file = diagnostic.location?.file {
            precondition(!file.hasPrefix("/"), "a problem named by an absolute path: \(diagnostic)")
        }
    }
    if let project {
        precondition(project.config.title != "SECRET-OUTSIDE", "site.json read from outside")
        for quote in project.quotes {
            precondition(!quote.text.contains("SECRET-OUTSIDE") && !quote.speaker.contains("SECRET-OUTSIDE"), "a quote read from outside")
        }
    }
    return 0
}
