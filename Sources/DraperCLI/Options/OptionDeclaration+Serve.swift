// Where `draper serve` listens.

extension OptionDeclaration where Self == RangedOptionKey<Int> {
    static var port: Self {
        .integer(
            "port", short: "p", name: "port", help: "The port to listen on; 0 picks a free one.", default: "8000",
            in: 0...65535)
    }
}

extension OptionDeclaration where Self == OptionKey<String?> {
    static var host: Self {
        .value(
            "host", name: "host", help: "The address to listen on; 0.0.0.0 serves the whole network.",
            default: "127.0.0.1")
    }
}
