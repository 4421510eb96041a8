import TestSupport
import ZeroMQ

/// Opens a ROUTER bound on a fresh endpoint of `transport`.
func openRouter(
    _ context: Context, _ transport: TestTransport, options: SocketOptions = SocketOptions(), monitor: Bool = false
) async throws -> SocketChannel {
    let endpoint = transport.bindEndpoint()
    return try await SocketChannel.open(context: context, type: .router, options: options, monitor: monitor) { socket in
        try socket.bind(endpoint)
    }
}

/// Opens a DEALER connected to `endpoint`.
func openDealer(
    _ context: Context, to endpoint: String, options: SocketOptions = SocketOptions(), monitor: Bool = false
) async throws -> SocketChannel {
    try await SocketChannel.open(context: context, type: .dealer, options: options, monitor: monitor) { socket in
        try socket.connect(endpoint)
        return endpoint
    }
}

/// The first monitor event of `kind` on `channel`.
func event(_ kind: MonitorEvent.Kind, on channel: SocketChannel, within seconds: Double = 60) async throws
    -> MonitorEvent
{
    guard let monitor = channel.monitor else {
        throw TimedOut(what: "a monitor (channel opened without one)", seconds: 0)
    }
    return try await first(of: monitor.events, within: seconds, "monitor event \(kind)") { $0.kind == kind }
}

/// Deterministic pseudo-random bytes (SplitMix64), so a corrupted frame is caught.
func patternBytes(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    var bytes = [UInt8]()
    bytes.reserveCapacity(count)
    while bytes.count < count {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        withUnsafeBytes(of: z) { bytes.append(contentsOf: $0.prefix(count - bytes.count)) }
    }
    return bytes
}
