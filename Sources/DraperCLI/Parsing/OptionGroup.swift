/// Options listed together, in order: several commands compose the same group instead of
/// copying its options, and a command's whole list is one group.
struct OptionGroup: OptionDeclaration {
    let specs: [OptionSpec]

    /// The union of `declarations`, in the order given.
    init<each Declaration: OptionDeclaration>(_ declarations: repeat each Declaration) {
        var specs: [OptionSpec] = []
        for declaration in repeat each declarations { specs += declaration.specs }
        self.specs = specs
    }

    /// `--name` and `-n` that are declared more than once, each named once in order: the parser
    /// could tell them apart only by accident of order.
    var repeatedNames: [String] {
        let names = specs.map { "--\($0.long)" } + specs.compactMap { $0.short.map { "-\($0)" } }
        var seen: Set<String> = []
        var repeated: [String] = []
        for name in names where !seen.insert(name).inserted && !repeated.contains(name) {
            repeated.append(name)
        }
        return repeated
    }
}
