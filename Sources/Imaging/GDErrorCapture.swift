internal import CGD
import Foundation

/// Captures the messages libgd reports through its global error callback.
///
/// libgd prints errors to stderr by default and returns only NULL to the caller; the
/// message says *why* (for example "gd-png: fatal libpng error: IDAT: CRC error").
/// One callback appends each message to a per-thread log, so that a failing call on one
/// render thread reports its own message, not another thread's.
enum GDErrorCapture {
    /// The per-thread list of messages, owned by the thread-specific slot.
    private final class MessageLog {
        var messages: [String] = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        gdSetErrorMethod { _, format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            let written = buffer.withUnsafeMutableBufferPointer { pointer in
                vsnprintf(pointer.baseAddress, pointer.count, format, arguments)
            }
            guard written > 0 else { return }
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let message = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            GDErrorCapture.currentLog().messages.append(message)
        }
        return key
    }()

    private static func currentLog() -> MessageLog {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<MessageLog>.fromOpaque(pointer).takeUnretainedValue()
        }
        let log = MessageLog()
        pthread_setspecific(key, Unmanaged.passRetained(log).toOpaque())
        return log
    }

    /// Runs `body` and returns its result together with what libgd reported meanwhile.
    static func capturing<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        _ = key
        let log = currentLog()
        log.messages.removeAll()
        let result = try body()
        defer { log.messages.removeAll() }
        return (result, log.messages)
    }

    /// The messages joined into one line, or `fallback` when libgd said nothing.
    static func summary(_ messages: [String], fallback: String) -> String {
        let text = messages.filter { !$0.isEmpty }.joined(separator: "; ")
        return text.isEmpty ? fallback : text
    }
}
