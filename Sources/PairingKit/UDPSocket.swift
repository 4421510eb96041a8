#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// An IPv4 UDP socket, for the discovery beacon: bind, send to an address, receive with
/// a time limit. Errors name the call and errno's text.
final class UDPSocket: @unchecked Sendable {  // used by one thread at a time (the beacon's, or a search's)
    let descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ call: String) { description = "\(call): \(String(cString: strerror(errno)))" }
        init(message: String) { description = message }
    }

    init(broadcast: Bool) throws {
        descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket") }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if broadcast { setsockopt(descriptor, SOL_SOCKET, SO_BROADCAST, &on, socklen_t(MemoryLayout<Int32>.size)) }
    }

    deinit { close(descriptor) }

    /// Binds to `host` (an IPv4 address, or 0.0.0.0) and `port` (0: any); returns the port.
    func bind(host: String, port: Int) throws -> Int {
        var address = try Self.address(host, port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw Failure("bind \(host):\(port)") }
        var local = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: local.sin_port))
    }

    /// Sends one datagram; false if the system refused it (no route, no broadcast here).
    @discardableResult
    func send(_ bytes: [UInt8], to host: String, port: Int) -> Bool {
        guard var address = try? Self.address(host, port) else { return false }
        return send(bytes, to: &address)
    }

    func send(_ bytes: [UInt8], to address: inout sockaddr_in) -> Bool {
        let sent = bytes.withUnsafeBytes { buffer in
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(
                        descriptor, buffer.baseAddress, buffer.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        return sent == bytes.count
    }

    /// The next datagram within `milliseconds`, with its sender; nil on time-out.
    func receive(within milliseconds: Int32) -> (bytes: [UInt8], from: sockaddr_in)? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, max(0, milliseconds)) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var sender = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let count = withUnsafeMutablePointer(to: &sender) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                recvfrom(descriptor, &buffer, buffer.count, 0, $0, &length)
            }
        }
        guard count >= 0 else { return nil }
        return (Array(buffer.prefix(count)), sender)
    }

    /// `host` (a dotted IPv4 address or a name, resolved to IPv4) and `port` as a socket address.
    static func address(_ host: String, _ port: Int) throws -> sockaddr_in {
        guard (0...65535).contains(port) else { throw Failure(message: "port \(port) is out of range") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        if inet_pton(AF_INET, host, &address.sin_addr) == 1 { return address }
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = Int32(SOCK_DGRAM.rawValue)
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &result) == 0, let first = result, let found = first.pointee.ai_addr else {
            throw Failure(message: "cannot resolve “\(host)”")
        }
        defer { freeaddrinfo(result) }
        address.sin_addr = found.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        return address
    }

    /// The dotted form of an address.
    static func text(_ address: sockaddr_in) -> String {
        var copy = address.sin_addr
        var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        inet_ntop(AF_INET, &copy, &buffer, socklen_t(INET_ADDRSTRLEN))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The broadcast address of every IPv4 interface that has one (not loopback, and not
    /// a point-to-point link such as a VPN's).
    static func broadcastAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var found: [String] = []
        var cursor = list
        while let entry = cursor {
            let flags = Int32(entry.pointee.ifa_flags)
            if let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                flags & Int32(IFF_BROADCAST) != 0, flags & Int32(IFF_UP) != 0,
                flags & Int32(IFF_LOOPBACK) == 0, let broadcast = entry.pointee.ifa_ifu.ifu_broadaddr
            {
                let text = broadcast.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Self.text($0.pointee) }
                let own = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Self.text($0.pointee) }
                // A /32 (or an address set without `brd`) reports its own address here: no broadcast.
                if text != "0.0.0.0", text != own, !found.contains(text) { found.append(text) }
            }
            cursor = entry.pointee.ifa_next
        }
        return found
    }
}
