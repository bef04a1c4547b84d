import Diagnostics

extension DiagnosticCollector {
    /// The same diagnostics ordered by position within each file, files in the order they were first reported.
    ///
    /// Checks run key by key, not line by line, so a collector fills out of order;
    /// people read a file top to bottom. A note stays right after the diagnostic it explains.
    func sortedByLocation() -> DiagnosticCollector {
        var fileRank: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .note {
            let file = diagnostic.location?.file ?? ""
            if fileRank[file] == nil { fileRank[file] = fileRank.count }
        }
        // Sorting must be stable: equal positions keep the order they were reported in.
        var order: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where order[diagnostic.description] == nil {
            order[diagnostic.description] = index
        }
        return reordered { lhs, rhs in
            func key(_ group: [Diagnostic]) -> (Int, Int, Int, Int) {
                let location = group[0].location
                return (
                    fileRank[location?.file ?? ""] ?? 0, location?.line ?? 0, location?.column ?? 0,
                    order[group[0].description] ?? 0
                )
            }
            return key(lhs) < key(rhs)
        }
    }
}
