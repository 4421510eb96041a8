import RelayWire

/// What a reader that only counts or times updates needs from one off the phone's PUB — its
/// `seq` and whether it carries a control's change — read from the protobuf's top-level fields
/// (envelope → update, split by ``Salvage``) without decoding the rest.
///
/// `relay-latency fanout` reads 100 subscribers on one thread: decoding each copy in full
/// there measured the tool's own decoding, where 100 real mirrors decode in parallel on their
/// own machines. A mirror decodes updates in full (``Relay_V1_Update/init(published:)``).
public struct PublishedUpdateHeader: Sendable, Hashable {
    /// The update's `seq` (`Update.seq`; 0 when absent).
    public var seq: UInt64
    /// Whether its change is a control's (`Update.control`).
    public var isControl: Bool

    public init(seq: UInt64, isControl: Bool) {
        self.seq = seq
        self.isControl = isControl
    }

    /// Reads the header of a published message (topic, envelope); nil if it is not an update,
    /// or is malformed where it was walked.
    public init?(published frames: [[UInt8]]) {
        guard frames.count == 2, let envelope = Salvage.fields(of: frames[1]) else { return nil }
        var seq: UInt64 = 0, isControl = false, isUpdate = false
        // A second update field merges into the first, as the decoder merges it; in a oneof, the
        // last change set wins.
        for field in envelope where field.number == Self.envelopeUpdate {
            guard let value = field.value, let update = Salvage.fields(of: Array(value)) else { return nil }
            isUpdate = true
            for field in update {
                switch field.number {
                case Self.updateSeq: seq = field.varint ?? seq
                case Self.updateChangeFirst...Self.updateChangeLast where field.value != nil:
                    isControl = field.number == Self.updateControl
                default: break
                }
            }
        }
        guard isUpdate else { return nil }
        self.seq = seq
        self.isControl = isControl
    }

    // Field numbers, from proto/relay/v1 (pinned against the generated types by a test).
    static let envelopeUpdate = 50
    static let updateSeq = 2
    static let updateControl = 16
    static let updateChangeFirst = 10
    static let updateChangeLast = 49
}
