extension MustacheValue {
    /// A string value, for view models built from variables rather than literals.
    public init(_ value: String) {
        self = .string(value)
    }

    /// A number value; integers beyond 2^53 lose precision, as in JSON.
    public init(_ value: some BinaryInteger) {
        self = .number(Double(value))
    }

    public init(_ value: Double) {
        self = .number(value)
    }

    public init(_ value: Bool) {
        self = .bool(value)
    }

    /// A list of the values each element converts to.
    public init<Element>(_ elements: some Sequence<Element>, _ transform: (Element) throws -> MustacheValue) rethrows {
        self = .list(try elements.map(transform))
    }
}
