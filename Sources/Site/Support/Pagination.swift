/// The pages of a list of `count` items, `pageSize` a page, in `folder`: page 1 is
/// `<folder>/index.html`, page n is `<folder>/index-n.html`. Items keep their dataset order
/// and quotes are added at the end, so a page's address and its items stay put as a site
/// grows (caches and links keep working) and only the last page changes.
struct Pagination: Sendable, Equatable {
    let folder: String
    let count: Int
    let pageSize: Int

    init(folder: String, count: Int, pageSize: Int) {
        precondition(pageSize > 0, "a page holds at least one item")
        self.folder = folder
        self.count = count
        self.pageSize = pageSize
    }

    /// At least one page, so an empty list still has its (empty) first page.
    var pageCount: Int { max(1, (count + pageSize - 1) / pageSize) }

    /// The output path of page `number` (from 1).
    func path(ofPage number: Int) -> String { Self.path(ofPage: number, in: folder) }

    /// The output path of page `number` (from 1) of the list in `folder`.
    static func path(ofPage number: Int, in folder: String) -> String {
        number == 1 ? "\(folder)/index.html" : "\(folder)/index-\(number).html"
    }

    /// The items of page `number` (from 1).
    func range(ofPage number: Int) -> Range<Int> {
        let start = (number - 1) * pageSize
        return min(start, count)..<min(start + pageSize, count)
    }

    /// The page that holds item `index`.
    func page(of index: Int) -> Int { index / pageSize + 1 }

    var paths: [String] { (1...pageCount).map(path(ofPage:)) }
}
