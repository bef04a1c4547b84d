import Diagnostics
import Foundation
import SiteOutput

/// The list a `draper cards` batch writes of the cards it made — `cards.json`, or a name of its
/// own when another dataset's batch has that one — and what the other batches' lists in a
/// shared folder claim, so that one file name has one owner.
///
/// Read under the folder's lock (`OutputLock(folder:)`), so two batches never both take a
/// name for themselves. The other lists are checked, never obeyed: they only stop this batch
/// from writing a file another names, never make it remove or replace anything.
enum CardListing {
    /// A list is at most this large; a bigger file of a list's name is not read as one.
    static let maximumBytes = 64 << 20

    /// The name the batch of `dataset` lists its cards under: the one it had; else `cards.json`
    /// if no file has that name; else `<dataset name>.cards.json`, `<dataset name>-2.cards.json`,
    /// … — the first no file has. A note says why, the first time it is not `cards.json`.
    static func name(in output: OutputDirectory, outputRoot: URL, dataset: URL) -> (String, Diagnostic?) {
        let stem = dataset.deletingPathExtension().lastPathComponent
        let candidates = ["cards.json", "\(stem).cards.json"] + (2...99).map { "\(stem)-\($0).cards.json" }
        if let own = candidates.first(where: output.madePreviously) { return (own, nil) }
        let free = candidates.first { OutputPath.kind(outputRoot.appendingPathComponent($0)) == .missing }
        let chosen = free ?? "\(stem)-\(candidates.count).cards.json"
        guard chosen != "cards.json" else { return (chosen, nil) }
        let note = Diagnostic.warning(
            "cards.json here is not this batch's (another dataset's, or not Draper's) and is left as it is; this batch lists its cards in \(chosen)",
            at: SourceLocation(file: output.displayName + "/cards.json"))
        return (chosen, note)
    }

    /// The card files the folder's other lists name, each with the list that names it.
    static func claimed(in outputRoot: URL, except own: String) -> [String: String] {
        var claimed: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: outputRoot.path)) ?? []
        for name in names.sorted() where name != own && (name == "cards.json" || name.hasSuffix(".cards.json")) {
            for file in files(in: outputRoot.appendingPathComponent(name)) where claimed[file] == nil {
                claimed[file] = name
            }
        }
        return claimed
    }

    /// The files a list names (none if it is not a regular file of a batch's list).
    private static func files(in url: URL) -> [String] {
        guard case .regular(let size) = OutputPath.kind(url), size <= maximumBytes,
            let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let quotes = object["quotes"] as? [[String: Any]]
        else { return [] }
        var files: [String] = []
        for quote in quotes {
            for formats in (quote["cards"] as? [String: Any] ?? [:]).values {
                for entry in (formats as? [String: Any] ?? [:]).values {
                    if let file = (entry as? [String: Any])?["file"] as? String, OutputPath.isValid(file) {
                        files.append(file)
                    }
                }
            }
        }
        return files
    }
}
