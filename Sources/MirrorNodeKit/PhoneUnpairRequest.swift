import DomainModel
import Foundation
import Logging
import NodeRuntime
import Codec
import NodeTransport
import ZeroMQ
import ZeroMQTransport

/// A mirror's request to its phone to unpair it (relay.v1 `Unpair`), sent once on a
/// DEALER of its own with the device's key pair, before any Hello, as `unpair` needs.
enum PhoneUnpairRequest {
    enum Outcome: Sendable, Equatable {
        /// The phone removed this device.
        case removed
        /// The phone no longer knew this device's key (NOT_PAIRED).
        case alreadyUnpaired
        /// The phone answered with an error.
        case refused(String)
        /// No answer: the phone is offline, unreachable, or the saved settings are unusable.
        case unanswered(String)
    }

    /// Sends `Unpair` to the phone `saved` names and waits up to `timeout` for its answer.
    static func send(_ saved: PairedPhoneRecord, dataFolder: String, timeout: Duration) async -> Outcome {
        let dealer: any MessageChannel
        do {
            guard let keys = try KeyStore(dataFolder: dataFolder).load() else {
                return .unanswered("this device has no key pair")
            }
            // Straight to the phone, or through its relays (sealed to the phone as every request is).
            let transport = try saved.transport(context: try Context(), keys: keys, logger: Logger(label: "unpair"))
            dealer = try await transport.open(.dealer, .connect(saved.router))
        } catch {
            return .unanswered("\(error)")
        }
        let id = UUID().uuidString.lowercased()
        let outcome: Outcome
        do {
            try dealer.send(TransportMessage([MirrorRequest.unpair.frame(from: saved.deviceID, id: id, at: Date())]))
            outcome = await withTaskGroup(of: Outcome?.self) { group in
                group.addTask {
                    for await message in dealer.incoming {
                        guard let frame = message.frames.last, let (inReplyTo, reply) = MirrorReply.decode(frame),
                            inReplyTo == id
                        else { continue }
                        switch reply {
                        case .ack: return .removed
                        case .error(let error) where error.code == .notPaired: return .alreadyUnpaired
                        case .error(let error): return .refused(error.message)
                        default: return .refused("an unexpected answer")
                        }
                    }
                    return nil
                }
                group.addTask {
                    // The phone's handshake refuses a key it no longer admits: nothing would ever answer.
                    for await event in dealer.connectionEvents {
                        if case .authenticationRefused = event { return .alreadyUnpaired }
                    }
                    return nil
                }
                group.addTask {
                    try? await Task.sleep(for: timeout)
                    return .unanswered("no answer within \(timeout)")
                }
                // The first that knows something: an answer, a refusal, or the time-out.
                for await case let outcome? in group {
                    group.cancelAll()
                    return outcome
                }
                return .unanswered("the connection closed")
            }
        } catch {
            outcome = .unanswered("\(error)")
        }
        await dealer.close()
        return outcome
    }
}
