import Foundation
import WorkSharing

/// The order of paths in the build record and in the service worker's digest: their UTF-8
/// bytes compared one by one, which is what `<` gives for the ASCII and NFC paths a site is
/// made of. Sorting a 10,000-quote site's 53,000 paths with `<` was 5 % of its rebuild, most of
/// it in String comparisons; here most comparisons are of integers holding the first 24 bytes.
/// (The standard library sorts no other way, so this is written here.)
enum PathOrder {
    /// `paths` in byte order. A long list is sorted in as many runs as there are cores, each on
    /// its own, then merged: the sort of a 10,000-quote site's paths, before its service
    /// worker and its record are written, ran on one core while the other had nothing to do.
    static func sorted(_ paths: some Collection<String>) -> [String] {
        let all = Array(paths)
        let parts = all.count < 8_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let runs = EveryCore.map(Array(0..<parts), minimumShare: 1) { part in
            var keyed = all[(all.count * part / parts)..<(all.count * (part + 1) / parts)].map {
                Keyed(prefix: Prefix($0), path: $0)
            }
            keyed.sort(by: Keyed.precedes)
            return keyed
        }
        return merged(runs)
    }

    /// Sorted runs merged into one list of their paths.
    private static func merged(_ runs: [[Keyed]]) -> [String] {
        guard runs.count > 1 else { return runs.first?.map(\.path) ?? [] }
        var result: [String] = []
        result.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        var next = runs.map(\.startIndex)
        while true {
            // The run whose next path comes first; runs are few (one per core).
            var chosen: Int?
            for run in runs.indices where next[run] < runs[run].endIndex {
                if let best = chosen, !Keyed.precedes(runs[run][next[run]], runs[best][next[best]]) { continue }
                chosen = run
            }
            guard let run = chosen else { return result }
            result.append(runs[run][next[run]].path)
            next[run] += 1
        }
    }

    /// Whether `a` comes before `b` in byte order.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    private struct Keyed: Sendable {
        var prefix: Prefix
        var path: String

        static func precedes(_ a: Keyed, _ b: Keyed) -> Bool {
            a.prefix != b.prefix ? a.prefix < b.prefix : PathOrder.precedes(a.path, b.path)
        }
    }

    /// The first 24 bytes of a path, big-endian, zero-padded: compared as integers, they
    /// order as the bytes do; paths whose prefixes are equal are compared byte by byte.
    private struct Prefix: Comparable, Sendable {
        var high: UInt64 = 0
        var middle: UInt64 = 0
        var low: UInt64 = 0

        init(_ path: String) {
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
            var path = path
            path.withUTF8 { bytes in
                withUnsafeMutableBytes(of: &words) { words in
                    words.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.prefix(24))))
                }
            }
            high = UInt64(bigEndian: words.0)
            middle = UInt64(bigEndian: words.1)
            low = UInt64(bigEndian: words.2)
        }

        static func < (a: Prefix, b: Prefix) -> Bool {
            (a.high, a.middle, a.low) < (b.high, b.middle, b.low)
        }
    }
}
