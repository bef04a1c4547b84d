import Foundation
import TestSupport
import Testing

@Suite("Sharded builds")
struct ShardTests {
    static let now = ["--now", "2026-12-02T11:00:00Z"]

    /// The fixture built once, whole, into `single/`: what the shards must add up to.
    private func singleBuild() throws -> (project: FixtureProject, single: String, sharded: String) {
        let project = try FixtureProject()
        let single = project.folder.appending("single").path
        let whole = try DraperProcess.run(["build", project.root.path, "--out", single] + Self.now)
        #expect(whole.status == 0, "\(whole.standardError)")
        return (project, single, project.folder.appending("sharded").path)
    }

    /// Both trees hold the same files with the same bytes.
    private func expectSameTree(_ single: String, _ sharded: String, _ how: String) throws {
        let one = try FixtureProject.tree(URL(fileURLWithPath: single))
        let many = try FixtureProject.tree(URL(fileURLWithPath: sharded))
        #expect(one.keys.sorted() == many.keys.sorted())
        for (path, data) in one where many[path] != data {
            Issue.record("\(path) differs between \(how) and the single build")
        }
    }

    /// Three shards, each a separate process, then the final whole build writing the site:
    /// the result is byte-identical to one build, and the final step renders nothing.
    @Test("three shards equal one build")
    func threeShards() throws {
        let (project, single, sharded) = try singleBuild()
        let now = Self.now

        var rendered = 0
        for index in 1...3 {
            let shard = try DraperProcess.run(
                ["build", project.root.path, "--out", sharded, "--shard", "\(index)/3"] + now)
            #expect(shard.status == 0, "\(shard.standardError)")
            #expect(shard.standardError.contains("for shard \(index)/3"))
            // "rendered N of M card files for shard K/3 …"
            rendered += Int(shard.standardError.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        let final = try DraperProcess.run(["build", project.root.path, "--out", sharded] + now)
        #expect(final.status == 0, "\(final.standardError)")
        // "rendered 0 of M card files (M up to date), …"
        let words = final.standardError.split(separator: " ")
        let total = words.count > 3 ? Int(words[3]) ?? -1 : -1
        #expect(words.dropFirst().first == "0", "the final step renders no card: \(final.standardError)")
        #expect(final.standardError.contains("(\(total) up to date)"), "\(final.standardError)")
        #expect(rendered == total, "the shards rendered every card once between them")

        try expectSameTree(single, sharded, "the sharded build")
    }

    /// Three shards at the same time, as GNU parallel runs them on one machine (three jobs
    /// into one output folder), then the final step: byte for byte the single build.
    @Test("three shards at once under GNU parallel equal one build")
    func shardsUnderParallel() throws {
        let parallel = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin"].split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("parallel") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let parallel else {
            Issue.record("GNU parallel is not installed: run scripts/setup.sh test (Debian package parallel)")
            return
        }
        let (project, single, sharded) = try singleBuild()
        let now = Self.now

        let jobs = Process()
        jobs.executableURL = parallel
        jobs.arguments =
            [
                "--will-cite", "--halt", "now,fail=1", "--jobs", "3", PackagePaths.draperExecutable.path, "build",
                project.root.path, "--out", sharded, "--shard", "{}/3",
            ] + now + [":::", "1", "2", "3"]
        let errors = Pipe()
        jobs.standardError = errors
        jobs.standardOutput = FileHandle.nullDevice
        try jobs.run()
        let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        jobs.waitUntilExit()
        #expect(jobs.terminationStatus == 0, "\(printed)")
        for index in 1...3 { #expect(printed.contains("for shard \(index)/3"), "\(printed)") }

        let final = try DraperProcess.run(["build", project.root.path, "--out", sharded] + now)
        #expect(final.status == 0, "\(final.standardError)")
        #expect(
            final.standardError.hasPrefix("rendered 0 of "), "the final step renders no card: \(final.standardError)")
        try expectSameTree(single, sharded, "the parallel shards")
    }
}
