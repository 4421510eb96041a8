extension RelayHub {
    /// What happens at a relay: fed to ``RelayHub/handle(_:at:)`` with the time it happened.
    public enum Event: Sendable {
        /// A phone's roster came on its requests connection `route`.
        case roster(PhoneID, route: Route, readers: [Reader], epoch: UInt64)
        /// A phone's dump came (its answer to ``Effect/requestDump(_:route:knownEpoch:)``).
        case dump(PhoneID, Dump)
        /// A phone published an update (its topic frame and header already checked against `phone`).
        case update(PhoneID, Record)
        /// A mirror authenticated as `reader`, on `route`, asks for `phone`'s snapshot, in parts of
        /// `maxPartBytes` (relayed.proto's `max_part_bytes`; 0: whole).
        case snapshotRequest(reader: ReaderKey, route: Route, phone: PhoneID, requestID: String, maxPartBytes: Int = 0)
        /// A mirror's sealed request (`SealedRequest`'s bytes) for `phone`.
        case request(reader: ReaderKey, route: Route, phone: PhoneID, bytes: [UInt8])
        /// A phone's sealed reply (`SealedReply`'s bytes) to the mirror at `to`.
        case reply(PhoneID, to: Route, bytes: [UInt8])
        /// Time passed: dumps awaited too long are asked for again, snapshot requests refused,
        /// pairing windows not announced again closed.
        case tick
        /// A phone's pairing window (`phone-node pair`, on its own connection `route`, with the
        /// phone's key `key`) announced itself under `name` for `seconds` (0: closed).
        case pairingWindow(PhoneID, route: Route, key: [UInt8], name: String, seconds: UInt32)
        /// A mirror (any key, paired or not) asks which phones have a pairing window open.
        case pairingLookup(route: Route, requestID: String)
        /// A mirror's sealed ceremony step (`SealedPairing`'s bytes) for `phone`'s window.
        case pairing(route: Route, phone: PhoneID, bytes: [UInt8])
        /// A window's sealed answer (`SealedPairing`'s bytes) to the mirror at `to`.
        case pairingAnswer(PhoneID, to: Route, bytes: [UInt8])
        /// The driver dropped a frame before it reached the hub: counted only.
        case rejected(DropReason)
    }
}
