extension OptionDeclaration where Self == OptionKey<Bool> {
    /// `-h, --help`, which every command accepts.
    static var help: Self { .flag("help", short: "h", help: "Show help information.") }
}
