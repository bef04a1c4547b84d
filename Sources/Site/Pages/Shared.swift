/// A value held once and shared by reference. Closures capture structs by value: a site's
/// context and page keys captured by each quote page's closures cost 5.6 KB a quote (56 MB of a
/// 10,000-quote build's 158 MB heap); through this box they cost a pointer.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
