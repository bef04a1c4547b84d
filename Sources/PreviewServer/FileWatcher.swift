public import Foundation
import Glibc
import Synchronization

/// Watches a project's inputs with inotify and reports what changed, in batches.
///
/// `folders` (relative to `root`) are watched with everything inside them, including
/// subfolders created later and the folders themselves appearing or going away; `files`
/// are single files directly in `root`. Nothing else in `root` is watched, so a build
/// writing its output there never triggers itself.
///
/// Changes are collected until `quietPeriod` passes without another one (an editor's save
/// is several events, a `git checkout` hundreds), then `onChange` receives the changed
/// paths, sorted, on the watcher's own thread. Changes made while `onChange` runs arrive
/// as the next batch once it returns, so a handler that rebuilds never runs twice at once.
///
/// Editors' scratch files (names starting with `.`, ending in `~` or `.swp`, Vim's `4913`)
/// are ignored.
public final class FileWatcher: Sendable {
    private let root: URL
    private let folders: Set<String>
    private let files: Set<String>
    private let quietPeriod: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let log: (@Sendable (String) -> Void)?
    private let inotify: Int32
    /// Written to by `stop()` to wake the watcher thread.
    private let wakeUp: (read: Int32, write: Int32)
    /// Watch descriptor → folder relative to the root ("" for the root).
    private let watches = Mutex<[Int32: String]>([:])
    private let finished = DispatchSemaphore(value: 0)
    private let state = Mutex<(started: Bool, stopped: Bool)>((false, false))

    static let changeMask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
    static let folderMask = changeMask | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// Starts watching at once.
    ///
    /// - Parameters:
    ///   - log: receives problems met after start, such as a new subfolder that cannot be watched.
    /// - Throws: `FileWatcherError` when inotify is unavailable or a folder cannot be watched.
    public init(
        root: URL, folders: [String], files: [String], quietPeriod: Duration = .milliseconds(150),
        log: (@Sendable (String) -> Void)? = nil, onChange: @escaping @Sendable ([String]) -> Void
    ) throws(FileWatcherError) {
        self.root = root
        self.folders = Set(folders)
        self.files = Set(files)
        self.quietPeriod = quietPeriod
        self.onChange = onChange
        self.log = log
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else {
            throw FileWatcherError(.inotifyUnavailable(String(cString: strerror(errno))), path: "")
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw FileWatcherError(.inotifyUnavailable(message), path: "")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        inotify = descriptor
        wakeUp = (pipeEnds[0], pipeEnds[1])
        do {
            try addWatch("", mask: Self.changeMask | UInt32(IN_ONLYDIR))
            for folder in folders.sorted() { _ = try addTree(folder) }
        } catch {
            closeDescriptors()
            throw error
        }
        state.withLock { $0.started = true }
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "draper-watch"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops watching and waits for the watcher thread (and any `onChange` it is running)
    /// to finish. Must not be called from `onChange`. Safe to call more than once.
    public func stop() {
        let shouldStop = state.withLock { state in
            defer { state.stopped = true }
            return state.started && !state.stopped
        }
        guard shouldStop else { return }
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
        finished.wait()
        closeDescriptors()
    }

    private func closeDescriptors() {
        close(inotify)
        close(wakeUp.read)
        close(wakeUp.write)
    }

    // MARK: - Watches

    private func addWatch(_ relativePath: String, mask: UInt32) throws(FileWatcherError) {
        let path = relativePath.isEmpty ? root.path : root.appendingPathComponent(relativePath).path
        let watch = inotify_add_watch(inotify, path, mask)
        guard watch >= 0 else {
            let code = errno
            if code == ENOSPC { throw FileWatcherError(.watchLimitReached, path: relativePath) }
            throw FileWatcherError(.watchFailed(String(cString: strerror(code))), path: relativePath)
        }
        watches.withLock { $0[watch] = relativePath }
    }

    /// Watches `folder` and every folder below it; returns the files found, which may have
    /// appeared before the watch was in place. A folder that does not exist is not an error:
    /// the root's watch sees it appear.
    private func addTree(_ folder: String) throws(FileWatcherError) -> [String] {
        var isDirectory: ObjCBool = false
        guard
            FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return [] }
        try addWatch(folder, mask: Self.folderMask)
        var found: [String] = []
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        for name in names.sorted() where !Self.isScratch(name) {
            let relative = folder + "/" + name
            let url = root.appendingPathComponent(relative)
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            // Links are followed at the top only, so a link loop cannot recurse forever.
            if values?.isDirectory == true, values?.isSymbolicLink != true {
                found += try addTree(relative)
            } else {
                found.append(relative)
            }
        }
        return found
    }

    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
    }

    // MARK: - The watcher thread

    private func run() {
        let bufferSize = 64 * 1024
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: bufferSize, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        var pending = Set<String>()
        var deadline: ContinuousClock.Instant?
        let clock = ContinuousClock()
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let remaining = clock.now.duration(to: deadline)
                timeout =
                    remaining <= .zero
                    ? 0
                    : Int32(
                        clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds
                            / 1_000_000_000_000_000 + 1)
            }
            var descriptors = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                log?("cannot watch for changes: poll failed: \(String(cString: strerror(errno)))")
                return
            }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents != 0 {
                readEvents(into: &pending, buffer: buffer)
                // Every event restarts the quiet period, even one about a path already pending.
                if !pending.isEmpty { deadline = clock.now.advanced(by: quietPeriod) }
            }
            if let current = deadline, clock.now >= current {
                deadline = nil
                if !pending.isEmpty {
                    let batch = pending.sorted()
                    pending = []
                    onChange(batch)
                }
            }
        }
    }

    private func readEvents(into pending: inout Set<String>, buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        while true {
            let count = read(inotify, base, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                // EAGAIN: drained.
                return
            }
            guard count > 0 else { return }
            var offset = 0
            let headerSize = 16
            while offset + headerSize <= count {
                let watch = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let nameLength = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if nameLength > 0, offset + headerSize + nameLength <= count {
                    let bytes = UnsafeRawBufferPointer(
                        rebasing: buffer[(offset + headerSize)..<(offset + headerSize + nameLength)])
                    name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                handle(watch: watch, mask: mask, name: name, pending: &pending)
                offset += headerSize + nameLength
            }
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String, pending: inout Set<String>) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost; whatever changed, the handler must look at everything.
            pending.formUnion(folders.union(files))
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            _ = watches.withLock { $0.removeValue(forKey: watch) }
            return
        }
        guard let folder = watches.withLock({ $0[watch] }) else { return }
        if name.isEmpty {
            // The watched folder itself was deleted or moved away.
            if !folder.isEmpty { pending.insert(folder) }
            return
        }
        if Self.isScratch(name) { return }
        let isDirectory = mask & UInt32(IN_ISDIR) != 0
        let appeared = mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
        let relative: String
        if folder.isEmpty {
            if folders.contains(name) {
                relative = name
            } else if files.contains(name), !isDirectory {
                relative = name
            } else {
                return
            }
        } else {
            relative = folder + "/" + name
        }
        pending.insert(relative)
        if isDirectory, appeared {
            do {
                pending.formUnion(try addTree(relative))
            } catch {
                log?(error.description)
            }
        }
    }
}
