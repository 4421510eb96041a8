import DomainModel
import RelayWire
import SwiftProtobuf

/// Decodes what can be decoded of a message that does not decode whole.
///
/// swift-protobuf refuses a whole message when one string inside it is not valid
/// UTF-8 (proto3 requires it), so one bad widget would cost a mirror the entire
/// snapshot, retried for ever. A protobuf message is the concatenation of its
/// fields, so a field can be left out by leaving out its bytes: ``Salvage`` splits
/// the message into fields, checks the fields that may be dropped one by one (each
/// element of a repeated field on its own), leaves out those that do not decode, and
/// decodes the rest. What was left out is returned as ``QuarantinedItem``s.
public enum Salvage {
    /// One field as it was on the wire: its number and its whole encoding (tag and value).
    struct Field {
        let number: Int
        let encoded: ArraySlice<UInt8>
        /// A length-delimited field's value (a sub-message, a string, bytes), else nil.
        let value: ArraySlice<UInt8>?
        /// A varint field's value, else nil.
        var varint: UInt64? = nil
    }

    /// How many levels a message and the groups in it may nest, as swift-protobuf's default
    /// recursion limit allows (99 groups one in another).
    static let groupDepthLimit = 100

    /// The fields of an encoded message in order, or nil if it is not well-formed protobuf.
    static func fields(of bytes: [UInt8]) -> [Field]? {
        var fields: [Field] = []
        var index = 0
        func varint() -> UInt64? {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return result }
                shift += 7
            }
            return nil
        }
        /// Reads the value of a field whose tag was just read: a length-delimited value's bytes, a
        /// varint; a group (wire type 3) is skipped to its end (wire type 4, the same number),
        /// nested groups and all, as swift-protobuf skips a group it does not know. relay.v1 has
        /// none, but the decoder accepts one (a damaged tag can make one), so the split must too.
        /// nil if malformed.
        func value(of tag: UInt64, depth: Int) -> (bytes: ArraySlice<UInt8>?, varint: UInt64?)? {
            switch tag & 7 {
            case 0: return varint().map { (nil, $0) }
            case 1: guard bytes.count - index >= 8 else { return nil }; index += 8
            case 5: guard bytes.count - index >= 4 else { return nil }; index += 4
            case 2:
                guard let length = varint(), length <= UInt64(bytes.count - index) else { return nil }
                defer { index += Int(length) }
                return (bytes[index..<(index + Int(length))], nil)
            case 3:
                guard depth < Self.groupDepthLimit else { return nil }  // swift-protobuf's recursion limit
                while let inner = varint(), inner >> 3 > 0 {
                    if inner & 7 == 4 { return inner >> 3 == tag >> 3 ? (nil, nil) : nil }
                    guard value(of: inner, depth: depth + 1) != nil else { return nil }
                }
                return nil  // ended, or a bad tag, before the group did
            default: return nil  // an end of group without its start; wire types 6 and 7 do not exist
            }
            return (nil, nil)
        }
        while index < bytes.count {
            let start = index
            // Depth 1: the message itself is the first level, as swift-protobuf counts them.
            guard let tag = varint(), tag >> 3 > 0, tag >> 3 <= UInt64(Int32.max), let read = value(of: tag, depth: 1)
            else { return nil }
            fields.append(
                Field(number: Int(tag >> 3), encoded: bytes[start..<index], value: read.bytes, varint: read.varint))
        }
        return fields
    }

    /// What to do with a droppable field's value: the value to keep (possibly itself
    /// salvaged), or nil to leave the field out.
    typealias Check = (ArraySlice<UInt8>) -> [UInt8]?

    /// Decodes `bytes` as `M`; if that fails, leaves out the droppable fields whose
    /// check fails and decodes the rest. `named` describes a left-out field.
    static func decode<M: Message>(
        _ type: M.Type, _ bytes: [UInt8], droppable: [Int: Check],
        named: (Int) -> QuarantinedItem, dropped: inout [QuarantinedItem]
    ) -> M? {
        if let whole = try? M(serializedBytes: bytes) { return whole }
        guard let fields = fields(of: bytes) else { return nil }
        var kept: [UInt8] = []
        for field in fields {
            guard let check = droppable[field.number] else {
                kept += field.encoded
                continue
            }
            guard let value = field.value, let clean = check(value) else {
                dropped.append(named(field.number))
                continue
            }
            kept += encodeLengthDelimited(field.number, clean)
        }
        return try? M(serializedBytes: kept)
    }

    /// A check that keeps a value only if it decodes as `M` on its own.
    static func decodes<M: Message>(_ type: M.Type) -> Check {
        { value in (try? M(serializedBytes: Array(value))) != nil ? Array(value) : nil }
    }

    static func encodeLengthDelimited(_ number: Int, _ value: [UInt8]) -> [UInt8] {
        varint(UInt64(number) << 3 | 2) + varint(UInt64(value.count)) + value
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
        return bytes
    }

    // MARK: relay.v1

    static let reason = "not valid protobuf (e.g. a string that is not UTF-8)"

    /// An envelope, salvaged: a snapshot loses only the items that do not decode (a widget
    /// instance's timeline or placeholder alone where that is all that is bad); a string
    /// of the envelope's own that is not UTF-8 is left out; an update that does not decode
    /// is left out whole (the mirror resyncs on the gap it leaves). Nil when nothing can
    /// be made of the bytes. `dropped` lists what was left out.
    package static func envelope(_ bytes: [UInt8], dropped: inout [QuarantinedItem]) -> Relay_V1_Envelope? {
        // Checks append to `inner`, while `decode` holds `outer` (no overlapping access).
        var inner: [QuarantinedItem] = []
        var outer: [QuarantinedItem] = []
        let names = [2: "the sender's id", 3: "the message id", 4: "in_reply_to", 31: "a snapshot", 50: "an update"]
        let envelope = decode(
            Relay_V1_Envelope.self, bytes,
            droppable: [
                2: decodes(Relay_V1_Envelope.self, field: 2), 3: decodes(Relay_V1_Envelope.self, field: 3),
                4: decodes(Relay_V1_Envelope.self, field: 4),
                31: { value in snapshot(Array(value), dropped: &inner) },
                50: decodes(Relay_V1_Update.self),
            ], named: { QuarantinedItem(kind: .update, id: "", reason: "\(names[$0] ?? "field \($0)") is \(reason)") },
            dropped: &outer)
        dropped += inner + outer
        return envelope
    }

    /// A check that keeps a string field of `M` only if `M` with that one field decodes.
    private static func decodes<M: Message>(_ type: M.Type, field number: Int) -> Check {
        { value in (try? M(serializedBytes: encodeLengthDelimited(number, Array(value)))) != nil ? Array(value) : nil }
    }

    /// A snapshot's bytes with every item that does not decode left out.
    static func snapshot(_ bytes: [UInt8], dropped: inout [QuarantinedItem]) -> [UInt8]? {
        var inner: [QuarantinedItem] = []  // appended to by the instance check, while `decode` holds `outer`
        var outer: [QuarantinedItem] = []
        let instance: Check = { value in
            var parts: [QuarantinedItem] = []
            let kinds: [Int: QuarantinedItem.Kind] = [1: .instance, 2: .timeline, 3: .placeholder]
            guard
                let state = decode(
                    Relay_V1_InstanceState.self, Array(value),
                    droppable: [
                        1: decodes(Relay_V1_WidgetInstance.self), 2: decodes(Relay_V1_TimelineUpdate.self),
                        3: decodes(Relay_V1_ArchivedView.self),
                    ], named: { QuarantinedItem(kind: kinds[$0] ?? .instance, id: "", reason: reason) }, dropped: &parts
                ),
                !state.instance.instanceID.isEmpty
            else {
                inner.append(QuarantinedItem(kind: .instance, id: "", reason: "a widget instance is \(reason)"))
                return nil
            }
            inner += parts.map {
                QuarantinedItem(
                    kind: $0.kind, id: state.instance.instanceID, reason: "its \($0.kind.rawValue) is \(reason)")
            }
            return try? state.serializedBytes()
        }
        let kinds: [Int: QuarantinedItem.Kind] = [
            4: .instance, 5: .activity, 6: .control, 7: .recommendations, 8: .relevances,
        ]
        guard
            let snapshot = decode(
                Relay_V1_Snapshot.self, bytes,
                droppable: [
                    4: instance, 5: decodes(Relay_V1_ActivityUpdate.self), 6: decodes(Relay_V1_ControlUpdate.self),
                    7: decodes(Relay_V1_RecommendationsChanged.self), 8: decodes(Relay_V1_RelevancesChanged.self),
                ], named: { QuarantinedItem(kind: kinds[$0] ?? .update, id: "", reason: "one is \(reason)") },
                dropped: &outer)
        else { return nil }
        dropped += inner + outer.filter { $0.kind != .instance }  // a bad instance was named by its check
        return try? snapshot.serializedBytes()
    }
}
