import Foundation
import Codec
import TestSupport
import NodeTransport
import RelayWire
import Synchronization
import ZeroMQ
import ZeroMQTransport

/// A curious paired device's SUB: connects with that device's key, subscribes to
/// whatever topics it likes, and records everything the phone lets through.
final class Snooper: Sendable {
    /// One message heard: its topic and the update it carried.
    struct Heard: Sendable {
        let topic: [UInt8]
        let update: Relay_V1_Update
    }

    private let subscriber: any MessageChannel
    private let heard = Mutex<[Heard]>([])
    private let pump = Mutex<Task<Void, Never>?>(nil)

    private init(subscriber: any MessageChannel) { self.subscriber = subscriber }

    static func connect(_ device: TestDevice, to phone: PhoneHarness, topics: [[UInt8]]) async throws -> Snooper {
        let transport = ZeroMQTransport(
            context: try Context(), security: .curveClient(serverPublicKey: phone.keys.publicKey, keyPair: device.keys))
        let snooper = Snooper(
            subscriber: try await transport.open(.subscriber(topics: topics), .connect(phone.endpoints.publisher)))
        let task = Task { [snooper] in
            for await message in snooper.subscriber.incoming {
                guard message.frames.count == 2,
                    let envelope = try? Relay_V1_Envelope(serializedBytes: message.frames[1]),
                    case .update(let update) = envelope.body
                else { continue }
                snooper.heard.withLock { $0.append(Heard(topic: message.frames[0], update: update)) }
            }
        }
        snooper.pump.withLock { $0 = task }
        return snooper
    }

    /// Everything heard so far, once something heard satisfies `condition` (a bounded poll).
    func heard(until condition: @escaping @Sendable (Heard) -> Bool, within seconds: Double = 60) async throws
        -> [Heard]
    {
        try await poll("the snooper to hear what it waits for", within: seconds) {
            heard.withLock { $0.contains(where: condition) }
        }
        return heard.withLock { $0 }
    }

    func close() async {
        pump.withLock { $0?.cancel() }
        await subscriber.close()
    }
}
