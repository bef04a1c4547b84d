/// What a command lists among its options: one typed key, or a group of them.
///
/// The keys themselves are static members of this protocol's extensions (`.force`, `.jobs`),
/// so a command lists them and reads them back by the same name: `arguments[.force]`.
protocol OptionDeclaration: Sendable {
    /// The options declared, in the order help lists them.
    var specs: [OptionSpec] { get }
}
