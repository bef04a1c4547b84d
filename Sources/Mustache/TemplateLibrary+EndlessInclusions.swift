extension TemplateLibrary {
    /// Every loop of templates that include each other wherever they are rendered — outside
    /// any section, inverted section or block — one error per loop, at the first template's
    /// (by name) inclusion of the next. Such a loop never ends whatever the data, so it is
    /// found when the templates load, not after a build has rendered everything before it.
    /// Inclusions inside a section may recurse: the specification's trees end at their leaves.
    public func endlessInclusions() -> [TemplateError] {
        var edges: [String: [Reference]] = [:]
        for (name, template) in templates {
            edges[name] = Self.unconditionalReferences(in: template.nodes).filter { templates[$0.name] != nil }
        }
        func reachable(from start: String) -> Set<String> {
            var seen: Set<String> = [], pending = [start]
            while let name = pending.popLast() {
                for reference in edges[name] ?? [] where seen.insert(reference.name).inserted {
                    pending.append(reference.name)
                }
            }
            return seen
        }
        let reach = Dictionary(uniqueKeysWithValues: templates.keys.map { ($0, reachable(from: $0)) })
        var reported: Set<String> = []
        var errors: [TemplateError] = []
        for name in templates.keys.sorted() where !reported.contains(name) && reach[name]?.contains(name) == true {
            // The templates of this loop: those it reaches that reach it back.
            let loop = (reach[name] ?? []).filter { reach[$0]?.contains(name) == true }
            reported.formUnion(loop)
            let cycle = Self.shortestCycle(through: name, within: loop, edges: edges)
            guard let first = edges[name]?.first(where: { $0.name == (cycle.count > 1 ? cycle[1] : name) }),
                let template = templates[name]
            else { continue }
            errors.append(
                TemplateError(
                    file: template.file, line: first.position.line, column: first.position.column,
                    reason: .endlessInclusion(cycle: cycle)))
        }
        return errors.sorted(by: TemplateError.isOrderedBefore)
    }

    /// The partials and parents a template renders whenever it is rendered, in order.
    private static func unconditionalReferences(in nodes: [Node]) -> [Reference] {
        nodes.compactMap { node in
            // A parent's block arguments render only where the parent shows its blocks.
            guard case .inclusion(let inclusion) = node else { return nil }
            return Reference(name: inclusion.name, position: inclusion.position)
        }
    }

    /// `start` and the templates after it on a shortest way back to it, through `loop`.
    private static func shortestCycle(through start: String, within loop: Set<String>, edges: [String: [Reference]])
        -> [String]
    {
        var previous: [String: String] = [:], queue = [start], index = 0
        while index < queue.count {
            let name = queue[index]
            index += 1
            for next in (edges[name] ?? []).map(\.name) where loop.contains(next) {
                if next == start {
                    var cycle = [name]
                    while let before = previous[cycle[0]] { cycle.insert(before, at: 0) }
                    return cycle
                }
                if previous[next] == nil, next != start {
                    previous[next] = name
                    queue.append(next)
                }
            }
        }
        return [start]
    }
}
