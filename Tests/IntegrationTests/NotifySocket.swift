import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A test's stand-in for systemd's end of the notification protocol: a unix datagram socket
/// a child is told of in `NOTIFY_SOCKET`, and the messages it sends there.
final class NotifySocket: @unchecked Sendable {
    let path: String
    private let descriptor: Int32

    /// Binds a datagram socket at `path`.
    init(path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { close(descriptor); throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    deinit {
        close(descriptor)
        unlink(path)
    }

    /// The next message, or nil when none comes within `seconds` (on a thread of its own: the
    /// wait blocks in poll(2)).
    func next(within seconds: Double) async -> String? {
        let descriptor = descriptor
        return await withCheckedContinuation { done in
            Thread.detachNewThread {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&waiting, 1, Int32(seconds * 1000)) == 1 else { return done.resume(returning: nil) }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = recv(descriptor, &buffer, buffer.count, 0)
                done.resume(returning: count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil)
            }
        }
    }

    /// The next message that contains `text`, skipping others, or nil if none within `seconds`.
    func next(containing text: String, within seconds: Double) async -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while case let left = deadline.timeIntervalSinceNow, left > 0 {
            guard let message = await next(within: left) else { return nil }
            if message.contains(text) { return message }
        }
        return nil
    }
}
