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
    /// The sort moves plain values (a prefix and an index), never the strings: moving strings
    /// retained and released each one at every step of the merge sort, which was most of its
    /// time (3.4 % of a 10,000-quote rebuild's CPU went to sorting 53,000 paths twice).
    static func sorted(_ paths: some Collection<String>) -> [String] {
        let all = Array(paths)
        let parts = all.count < 8_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let runs = EveryCore.map(Array(0..<parts), minimumShare: 1) { part in
            var keyed = ((all.count * part / parts)..<(all.count * (part + 1) / parts)).map {
                Keyed(prefix: Prefix(all[$0]), index: $0)
            }
            all.withUnsafeBufferPointer { all in keyed.sort { precedes($0, $1, among: all) } }
            return keyed
        }
        return merged(runs, of: all)
    }

    /// Sorted runs merged into one list of their paths.
    private static func merged(_ runs: [[Keyed]], of all: [String]) -> [String] {
        guard runs.count > 1 else { return runs.first?.map { all[$0.index] } ?? [] }
        var result: [String] = []
        result.reserveCapacity(all.count)
        var next = runs.map(\.startIndex)
        all.withUnsafeBufferPointer { all in
            while true {
                // The run whose next path comes first; runs are few (one per core).
                var chosen: Int?
                for run in runs.indices where next[run] < runs[run].endIndex {
                    if let best = chosen, !precedes(runs[run][next[run]], runs[best][next[best]], among: all) {
                        continue
                    }
                    chosen = run
                }
                guard let run = chosen else { return }
                result.append(all[runs[run][next[run]].index])
                next[run] += 1
            }
        }
        return result
    }

    /// Whether the path at `a` comes before the one at `b`: by their prefixes, then their bytes.
    private static func precedes(_ a: Keyed, _ b: Keyed, among all: UnsafeBufferPointer<String>) -> Bool {
        a.prefix != b.prefix ? a.prefix < b.prefix : precedes(all[a.index], all[b.index])
    }

    /// Whether `a` comes before `b` in byte order.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// A path's place in the list being sorted, with its first bytes to compare.
    private struct Keyed: Sendable {
        var prefix: Prefix
        var index: Int
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
