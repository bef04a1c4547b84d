import DraperCLI
import Foundation
import Glibc

// Cards render on every core, each thread allocating image rows by the thousand; glibc gives
// each thread an arena of its own and keeps what was freed in it. Up to eight arenas per core
// cost a cold build 35 MB of peak (100 quotes: 287–294 MB, against 253–258 with one per
// core). One per core is too few the other way: the main thread then shares an arena with
// a worker or with a thread reading ahead (the build record, the tag lists), and at 10,000
// quotes a rebuild waited on the arena's lock (4–7 % of its samples). Two more than the
// cores gives those threads their own; the background cache's smaller budget keeps the
// cold peak where it was. A MALLOC_ARENA_MAX in the environment is the user's choice and stays.
// `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out: found by name.
if ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil, let symbol = dlsym(nil, "mallopt") {
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX
    _ = unsafeBitCast(symbol, to: MallocOption.self)(
        arenaMaximum, Int32(max(2, ProcessInfo.processInfo.activeProcessorCount) + 2))
}

// The thin executable: everything testable lives in DraperCLI; only this file exits.
var context = CommandContext(
    console: .standard, environment: ProcessInfo.processInfo.environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
context.processEndsAfterCommand = true
DraperCommandLine.installInterruptionHandlers()
exit(DraperCommandLine.run(Array(CommandLine.arguments.dropFirst()), context: context))
