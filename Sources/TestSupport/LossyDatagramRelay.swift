#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// A UDP relay on loopback that loses datagrams on purpose: what a lossy Wi-Fi or a busy
/// phone does to a discovery query or its answer. A client sends to ``port``; the relay
/// forwards to `target` and passes the answers back, except the first `dropQueries`
/// datagrams from clients and the first `dropAnswers` from the target, which it drops.
public final class LossyDatagramRelay: Sendable {
    /// The loopback port clients send to.
    public let port: Int
    private let shared = Shared()

    /// What the relay's thread and its owner share.
    private final class Shared: Sendable {
        let counts = Mutex((queries: 0, answers: 0, dropped: 0))
        let stopped = Atomic<Bool>(false)

        /// Counts a datagram from a client (a query) or from the target (an answer); true
        /// if it is one of the first `limit` of its kind, which the relay drops.
        func drops(answer: Bool, first limit: Int) -> Bool {
            counts.withLock { counts in
                let seen = answer ? counts.answers + 1 : counts.queries + 1
                if answer { counts.answers = seen } else { counts.queries = seen }
                guard seen <= limit else { return false }
                counts.dropped += 1
                return true
            }
        }
    }

    /// Datagrams seen from clients, from the target, and those dropped, so far.
    public var seen: (queries: Int, answers: Int, dropped: Int) { shared.counts.withLock { $0 } }

    public init(target port: Int, dropQueries: Int, dropAnswers: Int) throws {
        let front = try Self.socket()
        let back: Int32
        do {
            back = try Self.socket()
            do {
                self.port = try Self.bind(front)
                _ = try Self.bind(back)
            } catch {
                close(back)
                throw error
            }
        } catch {
            close(front)
            throw error
        }
        let target = Self.loopback(port)
        let thread = Thread { [shared] in
            var target = target
            defer { close(front); close(back) }
            var client = sockaddr_in()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !shared.stopped.load(ordering: .relaxed) {
                var descriptors = [
                    pollfd(fd: front, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: back, events: Int16(POLLIN), revents: 0),
                ]
                guard poll(&descriptors, 2, 50) > 0 else { continue }
                if descriptors[0].revents & Int16(POLLIN) != 0 {
                    var sender = sockaddr_in()
                    let count = Self.receive(front, &buffer, from: &sender)
                    guard count >= 0 else { continue }
                    client = sender
                    if !shared.drops(answer: false, first: dropQueries) { Self.send(back, buffer, count, to: &target) }
                }
                if descriptors[1].revents & Int16(POLLIN) != 0 {
                    var sender = sockaddr_in()
                    let count = Self.receive(back, &buffer, from: &sender)
                    guard count >= 0 else { continue }
                    if !shared.drops(answer: true, first: dropAnswers), client.sin_port != 0 {
                        Self.send(front, buffer, count, to: &client)
                    }
                }
            }
        }
        thread.name = "lossy-datagram-relay"
        thread.start()
    }

    /// Stops relaying (within 50 ms) and closes both sockets.
    public func stop() { shared.stopped.store(true, ordering: .relaxed) }

    deinit { stop() }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func socket() throws -> Int32 {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        return descriptor
    }

    private static func loopback(_ port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        return address
    }

    private static func bind(_ descriptor: Int32) throws -> Int {
        var address = loopback(0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw Failure(description: "bind: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func receive(_ descriptor: Int32, _ buffer: inout [UInt8], from sender: inout sockaddr_in) -> Int {
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        return withUnsafeMutablePointer(to: &sender) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                recvfrom(descriptor, &buffer, buffer.count, 0, $0, &length)
            }
        }
    }

    private static func send(_ descriptor: Int32, _ buffer: [UInt8], _ count: Int, to address: inout sockaddr_in) {
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, buffer, count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }
}
