import Diagnostics

extension DiagnosticCollector {
    /// The same diagnostics ordered by position within each file, files in the order they were first reported.
    ///
    /// Checks run key by key, not line by line, so a collector fills out of order;
    /// people read a file top to bottom. A note stays right after the diagnostic it explains.
    func sortedByLocation() -> DiagnosticCollector {
        // Dropped errors cannot be placed; leave a truncated collector as it is.
        guard !isTruncated else { return self }
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        var fileRank: [String: Int] = [:]
        for group in groups {
            let file = group[0].location?.file ?? ""
            if fileRank[file] == nil { fileRank[file] = fileRank.count }
        }
        let sorted = groups.enumerated().sorted { lhs, rhs in
            func key(_ element: (offset: Int, element: [Diagnostic])) -> (Int, Int, Int, Int) {
                let location = element.element[0].location
                return (fileRank[location?.file ?? ""] ?? 0, location?.line ?? 0, location?.column ?? 0, element.offset)
            }
            return key(lhs) < key(rhs)
        }
        var result = DiagnosticCollector(errorLimit: errorLimit)
        for (_, group) in sorted {
            for diagnostic in group { result.report(diagnostic) }
        }
        return result
    }
}
