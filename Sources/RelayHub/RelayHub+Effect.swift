extension RelayHub {
    /// What the driver must do after an event, in order.
    public enum Effect: Sendable, Hashable {
        /// Send a `CloneDumpRequest` to the phone on its requests connection.
        case requestDump(PhoneID, route: Route, knownEpoch: UInt64)
        /// The readers changed: decide subscriptions by this directory from now on.
        case readersChanged(ReaderDirectory)
        /// Publish the update on the mirror side: `[topic, RelayFrame{update: bytes}]`, the topic
        /// "<phone>/<topic>" (mirrors detect their own gaps).
        case publish(topic: String, bytes: [UInt8])
        /// Send `snapshot` to the mirror at `route`.
        case snapshot(route: Route, Snapshot)
        /// Refuse the mirror at `route` its snapshot request.
        case refuse(route: Route, requestID: String, phone: PhoneID, reason: RefusalReason)
        /// Forward a sealed request to the phone at `phoneRoute`; its `route` field is `mirrorRoute`
        /// (the driver sets it as it decodes the mirror's frame, whatever the mirror put there).
        case forwardRequest(phoneRoute: Route, mirrorRoute: Route, bytes: [UInt8])
        /// Forward a sealed reply to the mirror at `mirrorRoute` (its `route` field cleared by the driver as it decodes).
        case forwardReply(mirrorRoute: Route, bytes: [UInt8])
        /// Send the mirror at `route` the phones with a pairing window open.
        case pairingListing(route: Route, requestID: String, [ListedPhone])
        /// Forward a ceremony step to the phone's window at `phoneRoute`; its `route` field is `mirrorRoute`.
        case forwardPairing(phoneRoute: Route, mirrorRoute: Route, bytes: [UInt8])
        /// Forward the window's answer to the mirror at `mirrorRoute` (its `route` field cleared).
        case forwardPairingAnswer(mirrorRoute: Route, bytes: [UInt8])
        /// A frame was dropped (counted in ``RelayHub/stats``): the driver may log it.
        case dropped(DropReason, phone: PhoneID?)
    }
}
