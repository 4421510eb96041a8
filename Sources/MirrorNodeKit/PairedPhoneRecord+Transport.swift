import Codec
import Logging
import NodeClocks
import RelayLink
import NodeTransport
import ZeroMQ
import ZeroMQTransport

extension PairedPhoneRecord {
    /// The transport to this phone: CURVE to the phone's key at its endpoints, or, through
    /// its relays, CURVE to each relay's key with everything inside sealed to the phone, the
    /// relay link timed by `clock` (the mirror client's: its relay health, refusal log and the
    /// stamp of a snapshot rebuilt from a relay's records read no other).
    func transport(
        context: Context, keys: CurveKeyPair, logger: Logger, clock: any NodeClock = MonotonicClock()
    ) throws -> any Transport {
        guard !relays.isEmpty else {
            var transport = ZeroMQTransport(
                context: context, security: .curveClient(serverPublicKey: key, keyPair: keys))
            transport.monitorsConnections = true  // a refused key is shown as such, not as "unreachable"
            return transport
        }
        let connections = try relays.map { relay in
            var base = ZeroMQTransport(
                context: context, security: .curveClient(serverPublicKey: relay.key, keyPair: keys))
            base.monitorsConnections = true
            return RelayConnection(address: try RelayAddress(relay.endpoint), transport: base)
        }
        logger.info("reaching the phone through relays", metadata: ["relays": "\(relays.map(\.endpoint))"])
        return try MirrorRelayTransport(
            relays: connections, phoneID: fingerprint, phoneKey: key.bytes,
            ownSecret: keys.secretKey.bytes, ownKey: keys.publicKey.bytes, deviceID: deviceID, logger: logger,
            clock: clock)
    }
}
