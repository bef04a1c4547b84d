import Cards
import Diagnostics
import Foundation
import Hashing
import Project
import WorkSharing

extension SiteBuilder {
    /// The preamble of a build and of a check: prepares, plans, and lists the static files,
    /// reporting every problem found on the way into `problems`; throws only when nothing can
    /// be planned (a theme or font that does not load).
    ///
    /// - Parameter records: the folder of Draper's records, for the font digests; nil for a run
    ///   that writes nothing.
    func planSite(records: URL?, problems: inout DiagnosticCollector) throws(DiagnosticError) -> PlannedSite {
        let preparation = try BuildPreparation(project: project, records: records)
        for warning in preparation.warnings { problems.report(warning) }
        let assets = try preparation.assets()
        var planner = preparation.planner(for: project, diagnosticsPerFile: options.diagnosticsPerFile)
        var content = plan(&planner, theme: preparation.theme, assets: assets, interface: preparation.interface)
        problems.append(contentsOf: planner.diagnostics)
        for problem in AuthorPages.problems(in: project) { problems.report(problem) }
        var staticFiles: StaticFiles?
        do {
            staticFiles = try StaticFiles(project: project)
        } catch {
            for diagnostic in error.diagnostics { problems.report(diagnostic) }
        }
        content.staticPaths = Set(staticFiles?.files.map(\.path) ?? [])
        return PlannedSite(
            preparation: preparation, assets: assets, planner: planner, content: content, staticFiles: staticFiles)
    }

    /// Plans every card and backdrop and assembles what pages need.
    func plan(_ planner: inout CardPlanner, theme: Theme, assets: ThemeAssets, interface: Interface) -> SiteContent {
        let fallbackImages = Self.imageFiles(in: project.imagesDirectory)
        var photos: [String: CardFile] = [:]
        func photo(_ image: String?, _ use: CardPlanner.PhotoUse, _ location: SourceLocation) -> CardFile? {
            guard let image else { return nil }
            let key = "\(use.rawValue):\(image)"
            if let planned = photos[key] { return planned }
            let planned = planner.planPhoto(image: image, use: use, location: location)
            photos[key] = planned
            return planned
        }
        func backdrop(_ image: String?, _ location: SourceLocation) -> CardFile? { photo(image, .backdrop, location) }
        /// A quote or day without a photo gets one of the project's photos, the same every build.
        func image(for id: String, _ explicit: String?) -> String? {
            if let explicit { return explicit }
            guard !fallbackImages.isEmpty else { return nil }
            let digest = SHA256.hexDigest(of: id)
            return fallbackImages[Int(UInt64(digest.prefix(8), radix: 16) ?? 0) % fallbackImages.count]
        }

        // What a design can show of the site: its title, and its address without the scheme.
        var siteFields = ["title": project.config.title]
        if let url = project.config.baseURL, let host = url.host {
            let path = url.path == "/" ? "" : url.path
            siteFields["url"] = host + (path.hasSuffix("/") ? String(path.dropLast()) : path)
        }
        // A quote without a photo keeps the one it was first given (the record remembers), so a
        // photo added to or renamed in images/ moves only the cards that show it.
        var published = project.published
        // Feed entries and calendar events keep their ids under the site's first address.
        if published.idBase == nil, let base = project.config.baseURL { published.idBase = base.absoluteString }
        let quotePhotos = QuotePhotos(
            available: fallbackImages, recordIsNew: !project.published.existed, oldChoice: { image(for: $0, nil) })
        let today = LocalDate(options.now, in: project.config.timeZone)
        // The kinds of card file made now are recorded first: one the site stopped making is
        // made still for the quotes published while it was (their emails and previews show it).
        let cardFilesChanged = published.recordCardFiles(planner.publishedCardFiles, today: today)
        let everEnded = published.cardFiles.contains { $0.until != nil }
        // The tag and speaker lists and the schedules read the quotes and the record's addresses
        // and dates, never the photos the loop below records: made on another core meanwhile.
        let groups = BackgroundResult { [project] in
            PlannedGroups(quotes: project.quotes, record: project.published, today: today)
        }
        var entryIndex: [String: Int] = [:]
        for (index, entry) in published.entries.enumerated() where entry.isLive { entryIndex[entry.address] = index }
        // Each quote's photo, its digest and its backdrop in turn (they share caches, and any
        // problem is reported in quote order); then its cards on every core.
        var backgrounds: [(image: String?, digest: String, backdrop: CardFile?, kept: [PublishedRecord.CardFiles])] =
            []
        backgrounds.reserveCapacity(project.quotes.count)
        for quote in project.quotes {
            let location = quote.location(of: .image)
            var background = quote.image
            let index = entryIndex[quote.id]
            if background == nil, let index {
                background = quotePhotos.photo(for: quote.id, recorded: published.entries[index].photo)
                published.entries[index].photo = background
            }
            let digest = planner.imageDigest(of: background, location: location)
            // Read from the record alone, so that a fresh output folder gets the same files: a
            // quote published the day a kind ended keeps it (it may have been published with it).
            let kept =
                everEnded ? published.endedCardFiles(publishedSince: index.flatMap { published.entries[$0].since }) : []
            backgrounds.append((background, digest, backdrop(background, location), kept))
        }
        // A quote whose `id` changed has its files at its former addresses too (`MoveChain`:
        // the live end of a chain of moves; one that ends at nothing live is removed).
        var formerAddresses: [String: String] = [:]
        var formerAddressesOf: [String: [String]] = [:]
        if published.entries.contains(where: { $0.movedTo != nil }) {
            let byAddress = Dictionary(published.entries.map { ($0.address, $0) }) { first, _ in first }
            for entry in published.entries where entry.until != nil && entry.movedTo != nil {
                guard
                    let live = MoveChain.end(
                        from: entry.address, next: { byAddress[$0]?.movedTo }, isLive: { byAddress[$0]?.isLive == true }
                    )
                else { continue }
                formerAddresses[entry.address] = live
                formerAddressesOf[live, default: []].append(entry.address)
            }
        }
        let siteIsRightToLeft = project.config.language.isRightToLeft
        let planned = EveryCore.map(Array(project.quotes.indices), minimumShare: 500) {
            [project, planner, backgrounds, siteFields, formerAddressesOf] index in
            let quote = project.quotes[index]
            var content = CardContent(quote: quote, site: project.config.language, siteIsRightToLeft: siteIsRightToLeft)
            // A quote's own fields are never the site's: `title` and `url` are every card's.
            content.fields.merge(siteFields) { own, _ in own }
            let cards = planner.cardSet(
                owner: quote.id, filePrefix: quote.id, content: content, image: backgrounds[index].image,
                imageDigest: backgrounds[index].digest, focus: quote.focus, location: quote.location(of: .image),
                withEmail: true, design: project.design(of: quote), shownUpright: true,
                keeping: backgrounds[index].kept,
                formerAddresses: formerAddressesOf[quote.id] ?? [])
            return (
                SiteContent.QuoteItem(quote: quote, cards: cards.set, backdrop: backgrounds[index].backdrop), cards.jobs
            )
        }
        for (_, jobs) in planned { planner.add(jobs) }
        let quotes = planned.map { $0.0 }
        // A removed quote's card files say so, where they were: emails already sent show them.
        let removedText = interface.text("gone.removedTitle")
        var removedCards: [String: CardFile] = [:]
        for entry in published.entries where entry.until != nil && formerAddresses[entry.address] == nil {
            var content = CardContent(
                identifier: "removed quote \(entry.address)", text: removedText, byline: project.config.title,
                language: project.config.language.description, subject: "removed quote '\(entry.address)'")
            content.fields = siteFields
            removedCards[entry.address] = planner.planRemovedCard(
                address: entry.address, content: content, image: entry.photo ?? image(for: entry.address, nil),
                kinds: planner.publishedCardFiles + published.endedCardFiles(publishedSince: entry.since),
                location: SourceLocation(file: project.quotesFile))
        }

        var days: [SiteContent.DayItem] = []
        var adventCover: CardFile?
        if let calendar = project.advent {
            let dates = DateText(language: project.config.language.description)
            let timeline = AdventTimeline(calendar: calendar, now: options.now, reveal: reveal)
            let cover = Self.coverPhoto(
                of: calendar, timeline: timeline, candidates: fallbackImages, quotes: project.quotes)
            // A door's files of a kind the site stopped making in the calendar's year or later
            // may be in its emails and previews.
            let keptByDoors = published.cardFiles.filter { ($0.until?.year ?? .min) >= calendar.year }
            adventCover = backdrop(cover, calendar.location(of: "cover"))
            for day in timeline.days {
                let owner = day.cardOwner
                let location = day.entry.location
                let background = image(for: owner, day.entry.image)
                var item = SiteContent.DayItem(day: day)
                if day.visibility != .hidden {
                    let byline = interface.text(
                        "advent.doorByline",
                        ["number": interface.number(day.number), "date": dates.dayAndMonth(day.date)])
                    var content = CardContent(
                        identifier: "advent day \(day.number)", text: day.entry.title, byline: byline,
                        language: project.config.language.description, subject: "door \(day.number)")
                    // A design's speaker line says which door it is.
                    content.fields = siteFields
                    content.fields["speaker"] = byline
                    item.cards = planner.planCardSet(
                        owner: owner, filePrefix: owner, content: content, image: background, focus: nil,
                        location: location, withEmail: day.visibility == .open, sealed: day.visibility != .open,
                        keepingSealedAddresses: day.visibility == .open && timeline.sealsBeforeOpening(day.unlock),
                        design: project.design(of: day.entry), keeping: keptByDoors)
                }
                // A locked door's preview card stays once the door opens: a link shared while
                // it was locked keeps its preview (it holds nothing but the number and the date).
                let lockedCard = planner.planLockedCard(
                    owner: owner, filePrefix: "\(owner)-locked",
                    content: CardContent(
                        identifier: "advent door \(day.number)",
                        text: interface.text("advent.door", ["number": interface.number(day.number)]),
                        byline: interface.text("advent.opens", ["date": dates.dayAndMonth(day.date)]),
                        language: project.config.language.description,
                        subject: "door \(day.number)'s locked card"),
                    image: cover, location: location)
                if day.visibility != .open { item.lockedCard = lockedCard }
                item.backdrop = backdrop(day.visibility == .open ? background : cover, location)
                if day.visibility != .hidden {
                    item.doorPhoto = photo(background, .door, location)
                    item.openBackdrop = backdrop(background, location)
                }
                days.append(item)
            }
        }
        // A gone door's card files (its calendar removed, or doors taken off its end) say so:
        // the calendar's emails show them. Made for every kind of file a door may have had.
        if let recorded = published.advent, (project.advent?.days ?? 0) < recorded.doors {
            let kinds = planner.publishedCardFiles + published.cardFiles.filter { $0.until != nil }
            let text = interface.text(project.advent == nil ? "gone.adventText" : "gone.doorText")
            for number in (project.advent?.days ?? 0) + 1...recorded.doors {
                let address = "advent-\(number)"
                var content = CardContent(
                    identifier: "gone door \(number)", text: text, byline: project.advent?.title ?? recorded.title,
                    language: project.config.language.description, subject: "gone door \(number)")
                content.fields = siteFields
                removedCards[address] = planner.planRemovedCard(
                    address: address, content: content, image: image(for: address, nil), kinds: kinds,
                    location: SourceLocation(file: ProjectLoader.adventFile))
            }
        }
        var content = SiteContent(
            project: project, paths: SitePaths(baseURL: project.config.baseURL), now: options.now, reveal: reveal,
            quotes: quotes, days: days, stylesheet: assets.stylesheet.path, script: assets.script.path,
            icon: assets.icon.path, tags: groups.value.tags, speakers: groups.value.speakers, interface: interface)
        // Every tag's and speaker's list is recorded, so that one no quote is listed under
        // any more keeps its address (`GoneListPages`), and leads to where its quotes went.
        var lists: [String: PublishedRecord.Listing] = [:]
        let folders = [(SitePaths.tags, groups.value.tags), (SitePaths.speakers, groups.value.speakers)]
        for (folder, groups) in folders {
            for group in groups {
                // The quotes are in the order they were added: the first is the earliest.
                lists["\(folder)/\(group.slug)"] = .init(
                    name: group.name, first: group.quotes.first.map { quotes[$0].quote.id })
            }
        }
        content.listsChanged = published.recordLists(lists, today: today) { address in
            // Asked only for a list that went with this build: a walk of the groups is enough.
            guard let index = quotes.firstIndex(where: { $0.quote.id == address }) else { return [] }
            return folders.flatMap { folder, groups in
                groups.filter { $0.quotes.contains(index) }.map { "\(folder)/\($0.slug)" }
            }
        }
        // And the author's pages: removed, their addresses say so; renamed, they lead on
        // (`GoneAuthorPages`).
        content.pagesChanged = published.recordPages(
            Dictionary(project.pages.map { ($0.slug, $0.title) }, uniquingKeysWith: { first, _ in first }),
            today: today)
        // And the quote channels' calendars: one turned off keeps answering (`EndedSubscription`).
        var channels: [String: String] = [:]
        let site = ["site": project.config.title]
        if content.publishes.daily { channels["quotes/daily.ics"] = interface.text("calendar.dailyName", site) }
        if content.publishes.weekly { channels["quotes/weekly.ics"] = interface.text("calendar.weeklyName", site) }
        content.channelsChanged = published.recordChannels(channels, today: today)
        // The calendar too: removed, its addresses say so (`GoneAdventPages`).
        content.adventChange = published.recordAdvent(
            project.advent.map { ($0.title, $0.days) }, today: today)
        content.cardFilesChanged = cardFilesChanged
        content.removedCards = removedCards
        content.published = published
        // And the most pages of every list (which lists there are depends on the lists
        // recorded): a page past the end of one that got shorter keeps answering
        // (`ShortenedListPages`).
        var pageCounts = Dictionary(content.paginatedLists.map { ($0.folder, $0.pageCount) }, uniquingKeysWith: max)
        pageCounts[PublishedRecord.apiListPath] = JSONAPI.fileCount(quotes: content.quotes.count)
        content.published.recordListPages(pageCounts)
        content.adventCover = adventCover
        content.daily = groups.value.daily
        content.weekly = groups.value.weekly
        content.tagFolders = groups.value.tagFolders
        content.speakerFolders = groups.value.speakerFolders
        content.adventReminderTime = project.advent.map {
            DateText(language: project.config.language.description).time($0.reminderTime)
        }
        return content
    }

    /// The calendar's cover: the photo the author chose for it; else the photo of the first open
    /// door that has one; else, of the project's photos that no locked door names (or that a
    /// quote or an open door shows anyway), the one that ranks first by a hash of its path, so
    /// the choice moves only when that photo stops being eligible. Never a photo only a locked
    /// door shows.
    static func coverPhoto(of calendar: AdventCalendar, timeline: AdventTimeline, candidates: [String], quotes: [Quote])
        -> String?
    {
        if let cover = calendar.cover { return cover }
        let open = timeline.days.filter { $0.visibility == .open }
        if let first = open.first(where: { $0.entry.image != nil }) { return first.entry.image }
        let shown = Set(quotes.compactMap(\.image) + open.compactMap(\.entry.image))
        let locked = Set(timeline.days.compactMap(\.entry.image)).subtracting(shown)
        return candidates.filter { !locked.contains($0) }.map { (SHA256.hexDigest(of: "advent-cover\n" + $0), $0) }
            .min { $0.0 < $1.0 }?.1
    }

    /// The photos under `images/`, relative to the project, sorted.
    static func imageFiles(in folder: URL) -> [String] {
        let extensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".") }
            .sorted().map { "images/\($0)" }
    }
}
