import Synchronization

/// Hands out process-unique numbers for faces, cheaper to hash than a file URL.
enum FaceSerial {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
