import Foundation
import PhoneHost
import Codec
import NodeTransport
import RelayWire
import SampleApps
import SwiftProtobuf

/// Fuzz target (a): an envelope's bytes, as a paired device sends them, through the
/// phone's request handling to what it does: a reply (always one, and one that
/// parses) and whatever it publishes.
///
/// One phone (the sample apps, on a manual clock, over the in-memory transport)
/// serves many inputs; it is replaced by a fresh one every ``restartEvery`` inputs so
/// its store cannot grow without bound. The sender is the desktop, the watch or the
/// push server (kind `server`): the one the envelope claims, else by the input's
/// length. An instance id or push token written `@N` names the phone's N-th widget
/// instance or Live Activity (their ids are random), so captured interactions reach
/// `perform()` and captured pushes their activity.
public final class PhoneTarget: @unchecked Sendable {
    // Used from the one fuzzing thread only.
    package static let devices: [(id: String, kind: Relay_V1_DeviceKind)] = [
        ("desk", .desktop), ("watch", .watch), ("pusher", .server),
    ]
    static let restartEvery = 5_000
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    private var phone: RunningPhone?
    private var served = 0

    public init() {}

    /// One input. Aborts on a wrong answer; a trap is the sanitizer's to report.
    public func run(_ bytes: [UInt8]) {
        if phone == nil || served >= Self.restartEvery { restart() }
        served += 1
        guard let phone else { FuzzFailure.abort("the phone did not start") }
        let device = RunningPhone.device(for: bytes)
        let frame = phone.resolving(bytes)
        guard let outcome = Blocking.run(within: 30, { try await phone.exchange(frame, from: device) }) else {
            FuzzFailure.abort("no reply within 30 s (a hang)")
        }
        switch outcome {
        case .success(let reply):
            guard let envelope = try? Relay_V1_Envelope(serializedBytes: reply), envelope.body != nil else {
                FuzzFailure.abort("the phone's reply is not an envelope with a body (\(reply.count) bytes)")
            }
        case .failure(let error):
            FuzzFailure.abort("the exchange failed: \(error)")
        }
    }

    /// Stops the phone (and removes its folder); the next input starts a new one.
    public func stop() {
        if let phone { _ = Blocking.run(within: 30) { await phone.stop() } }
        phone = nil
    }

    private func restart() {
        stop()
        served = 0
        switch Blocking.run(within: 60, { try await RunningPhone.launch() }) {
        case .success(let running)?: phone = running
        case .failure(let error)?: FuzzFailure.abort("the phone did not start: \(error)")
        case nil: FuzzFailure.abort("the phone did not start within 60 s")
        }
    }
}
