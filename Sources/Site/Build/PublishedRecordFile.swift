import Diagnostics
import Foundation
import Project
import SiteOutput

/// Writes `data/published.json5` when a build changed what the site has published, and says
/// what changed for the author, once, when it happens: addresses whose quote is gone or
/// moved, lists no quote is listed under any more, author's pages removed or renamed, quote
/// channels turned off, the advent calendar removed, and each of them back.
enum PublishedRecordFile {
    /// Writes `text`, the record's (atomically, only if it changed), and returns the notes to
    /// print: the record's own changes, and those the build found in `lists` (with where
    /// their quotes went, `movedTo`), `pages` (`pageMoves`), `channels`, `cardFiles` and `advent`.
    static func write(
        _ text: String, of project: Project, lists: (gone: [String], back: [String]) = ([], []),
        movedTo: [String: String] = [:], advent: PublishedRecord.AdventChange? = nil,
        pages: (gone: [String], back: [String]) = ([], []), pageMoves: [String: String] = [:],
        channels: (ended: [String], back: [String]) = ([], []),
        cardFiles: (ended: [String], back: [String]) = ([], [])
    ) throws(DiagnosticError) -> [Diagnostic] {
        let file = ProjectLoader.publishedFile
        let url = project.url(for: file)
        let onDisk = try? Data(contentsOf: url)
        guard onDisk != Data(text.utf8) else { return [] }
        do {
            try OutputDirectory.writeRecord(Array(text.utf8), to: url)
        } catch {
            throw DiagnosticError(
                .error(
                    "cannot write the record of what the site published: \(error.message)",
                    at: SourceLocation(file: file)))
        }
        let changes = project.publishedChanges
        var notes: [Diagnostic] = []
        let data = SourceLocation(file: project.quotesFile)
        for move in changes.moved {
            notes.append(
                .note(
                    "quotes/\(move.from)/ moved to quotes/\(move.to)/ (its id changed); the old address leads to the new one",
                    at: data))
        }
        for address in changes.gone {
            notes.append(
                .note(
                    "quotes/\(address)/ was published, and its quote is no longer in the data; the address now says it was removed",
                    at: data))
        }
        for path in lists.gone {
            if let target = movedTo[path] {
                notes.append(
                    .note(
                        "\(path)/ was published, and its quotes are listed at \(target)/ now (renamed, or its quotes given to another); the old address leads there",
                        at: data))
                continue
            }
            notes.append(
                .note(
                    "\(path)/ was published, and no quote is listed there now (a name spelled another way, or its quotes removed); the address now says so",
                    at: data))
        }
        for address in changes.returned {
            notes.append(.note("quotes/\(address)/ is back: its quote returned to the data", at: data))
        }
        for path in lists.back {
            notes.append(.note("\(path)/ is back: quotes are listed there again", at: data))
        }
        for path in pages.gone {
            let location = SourceLocation(file: "\(ProjectLoader.pagesFolder)/\(path).md")
            if let target = pageMoves[path] {
                notes.append(
                    .note(
                        "\(path)/ was published, and pages/\(path).md is gone; pages/\(target).md has its title, so the old address leads to \(target)/",
                        at: location))
            } else {
                notes.append(
                    .note(
                        "\(path)/ was published, and pages/\(path).md is gone; the address now says the page was removed",
                        at: location))
            }
        }
        for path in pages.back {
            notes.append(
                .note(
                    "\(path)/ is back: pages/\(path).md is there again",
                    at: SourceLocation(file: "\(ProjectLoader.pagesFolder)/\(path).md")))
        }
        let settings = SourceLocation(file: ProjectLoader.siteFile)
        for path in channels.ended {
            notes.append(
                .note(
                    "\(path) was published, and the site publishes it no more (notifications, or no quotes): its subscribers' apps get one event saying so",
                    at: settings))
        }
        for path in channels.back {
            notes.append(.note("\(path) is back: the site publishes it again", at: settings))
        }
        for path in cardFiles.ended {
            notes.append(
                .note(
                    "\(path) was published, and the cards' sizes or formats no longer make it; it is still made for every quote and door published with it, so that the emails and link previews that show it keep working (to stop, delete its line in \(file))",
                    at: settings))
        }
        for path in cardFiles.back {
            notes.append(.note("\(path) is back: every quote gets it again", at: settings))
        }
        let calendar = SourceLocation(file: ProjectLoader.adventFile)
        switch advent {
        case .gone:
            let doors = project.published.advent?.doors ?? 0
            notes.append(
                .note(
                    "advent/ was published, and the data has no advent calendar now: its page and its \(doors) doors' pages and cards say it was removed, and its calendar subscription and feed stay, without doors",
                    at: calendar))
        case .back:
            notes.append(.note("advent/ is back: the data has an advent calendar again", at: calendar))
        case nil:
            break
        }
        if onDisk == nil {
            notes.append(
                .note(
                    "began the record of what the site publishes, so that addresses and the quote of the day stay put; commit it with your data",
                    at: SourceLocation(file: file)))
        }
        return notes
    }
}
