import Dispatch

extension Duration {
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .milliseconds(Int(clamping: seconds) &* 1000 &+ Int(attoseconds / 1_000_000_000_000_000))
    }
}
