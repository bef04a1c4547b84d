import DraperCLI
import Foundation
import Glibc

// Cards render on every core, each thread allocating image rows by the thousand; glibc gives
// each thread an arena of its own and keeps what was freed in it. One arena per core instead
// of up to eight per core took 35 MB off a cold build's peak (100 quotes: 287–294 → 253–258 MB), at
// no cost in time. A MALLOC_ARENA_MAX in the environment is the user's choice and stays.
// `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out: found by name.
if ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil, let symbol = dlsym(nil, "mallopt") {
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX
    _ = unsafeBitCast(symbol, to: MallocOption.self)(
        arenaMaximum, Int32(max(2, ProcessInfo.processInfo.activeProcessorCount)))
}

// The thin executable: everything testable lives in DraperCLI; only this file exits.
var context = CommandContext(
    console: .standard, environment: ProcessInfo.processInfo.environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
context.processEndsAfterCommand = true
DraperCommandLine.installInterruptionHandlers()
exit(DraperCommandLine.run(Array(CommandLine.arguments.dropFirst()), context: context))
