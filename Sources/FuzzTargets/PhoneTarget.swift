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
    /// How long a phone may take to start: a hang guard only. A start is no input's doing, so a
    /// slow one (a loaded machine) is waited for, and one past this bound is a ``PhoneTargetError``
    /// for the caller, never an abort that would end every other result with it.
    package static let startBound = 600.0

    private var phone: RunningPhone?
    private var served = 0
    private let startWithin: Double
    private let launch: @Sendable () async throws -> RunningPhone

    public convenience init() {
        self.init(startWithin: Self.startBound) { try await RunningPhone.launch() }
    }

    /// A target whose phones `launch` starts, given `startWithin` seconds each (tests give a start that never comes).
    package init(startWithin: Double, launch: @escaping @Sendable () async throws -> RunningPhone) {
        self.startWithin = startWithin
        self.launch = launch
    }

    /// One input. Aborts on a wrong answer (a finding: libFuzzer, or the seeded runner, keeps the
    /// input); a trap is the sanitizer's to report. Throws when no phone could be started to
    /// serve it: not a finding, and not the input's.
    public func run(_ bytes: [UInt8]) throws(PhoneTargetError) {
        if phone == nil || served >= Self.restartEvery { try restart() }
        served += 1
        guard let phone else { throw PhoneTargetError("the phone did not start") }
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

    private func restart() throws(PhoneTargetError) {
        stop()
        served = 0
        switch Blocking.run(within: startWithin, launch) {
        case .success(let running)?: phone = running
        case .failure(let error)?: throw PhoneTargetError("the phone did not start: \(error)")
        case nil:
            let bound = Int(startWithin.rounded(.up))
            throw PhoneTargetError(
                "the phone did not start within \(bound) s (a hang guard: the start hangs, or the machine is starved)")
        }
    }
}

/// Why the phone target could not run an input: no phone started to serve it. Not a finding (the
/// input never reached a phone); the caller fails with this reason (a test, the seeded runner).
public struct PhoneTargetError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
