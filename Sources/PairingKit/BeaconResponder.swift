import Foundation
import Pairing
import Synchronization
import ZeroMQ

/// The phone's UDP beacon: answers each discovery query, broadcast or sent straight to
/// it, with the phone's announcement. One thread owns the socket; ``stop()`` ends it.
public final class BeaconResponder: Sendable {
    /// The UDP port it answers on (what port 0 chose).
    public let port: Int
    private let flag = StopFlag()

    /// Binds `host:port` (0.0.0.0 to hear broadcasts on every link) and answers with `announcement`.
    public init(host: String, port: Int, announcement: PhoneAnnouncement) throws {
        let socket = try UDPSocket(broadcast: true)
        self.port = try socket.bind(host: host, port: port)
        let reply = PairingWire.encode(announcement)
        NamedThread.start("pairing-beacon") { [flag] in
            while !flag.stopped.load(ordering: .relaxed) {
                guard let received = socket.receive(within: 100), PairingWire.isQuery(received.bytes) else { continue }
                var sender = received.from
                _ = socket.send(reply, to: &sender)
            }
        }
    }

    /// Stops answering (within a tenth of a second).
    public func stop() { flag.stopped.store(true, ordering: .relaxed) }

    deinit { stop() }
}

/// Tells the beacon's thread to end.
private final class StopFlag: Sendable {
    let stopped = Atomic<Bool>(false)
}
