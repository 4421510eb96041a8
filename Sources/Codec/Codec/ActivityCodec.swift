import DomainModel
import Foundation
import PhoneCore
import RelayWire
import WidgetRelayKit

extension WireCodec {
    package static func encode(_ activity: LiveActivity) -> Relay_V1_ActivityUpdate {
        let record = activity.record
        return .with {
            $0.activityID = record.id
            $0.attributesType = record.attributesType
            $0.attributesJson = record.attributesJSON
            $0.contentStateJson = record.contentStateJSON
            if let date = record.staleDate { $0.staleDate = timestamp(date) }
            $0.relevanceScore = record.relevanceScore
            $0.state = encode(record.state)
            $0.presentations = encode(activity.presentations)
            $0.startedAt = timestamp(record.startedAt)
            $0.contentUpdatedAt = timestamp(record.contentUpdatedAt)
            if let date = record.endedAt { $0.endedAt = timestamp(date) }
            if let date = record.dismissalDate { $0.dismissalDate = timestamp(date) }
            $0.pushToken = record.pushToken.map(hex) ?? ""
        }
    }

    package static func decode(_ wire: Relay_V1_ActivityUpdate) throws -> LiveActivity {
        guard !wire.activityID.isEmpty else { throw CodecError("a Live Activity update has no activity id") }
        let id = wire.activityID
        let record = ActivityRecord(
            id: id, attributesType: wire.attributesType, attributesJSON: wire.attributesJson,
            contentStateJSON: wire.contentStateJson,
            staleDate: wire.hasStaleDate ? try date(wire.staleDate, "Live Activity \(id): stale_date") : nil,
            relevanceScore: wire.relevanceScore, state: try decode(wire.state),
            pushToken: wire.pushToken.isEmpty ? nil : try bytes(hex: wire.pushToken),
            startedAt: try date(wire.startedAt, "Live Activity \(id): started_at"),
            contentUpdatedAt: try date(wire.contentUpdatedAt, "Live Activity \(id): content_updated_at"),
            endedAt: wire.hasEndedAt ? try date(wire.endedAt, "Live Activity \(id): ended_at") : nil,
            dismissalDate: wire.hasDismissalDate
                ? try date(wire.dismissalDate, "Live Activity \(id): dismissal_date") : nil)
        return LiveActivity(record: record, presentations: try decode(wire.presentations))
    }

    static func encode(_ p: ActivityPresentations) -> Relay_V1_ActivityPresentations {
        .with {
            $0.lockScreen = encode(p.lockScreen)
            if let v = p.compactLeading { $0.compactLeading = encode(v) }
            if let v = p.compactTrailing { $0.compactTrailing = encode(v) }
            if let v = p.minimal { $0.minimal = encode(v) }
            if let v = p.expandedLeading { $0.expandedLeading = encode(v) }
            if let v = p.expandedTrailing { $0.expandedTrailing = encode(v) }
            if let v = p.expandedCenter { $0.expandedCenter = encode(v) }
            if let v = p.expandedBottom { $0.expandedBottom = encode(v) }
            if let v = p.small { $0.small = encode(v) }
            if let v = p.keylineTint { $0.keylineTint = encode(v) }
        }
    }

    static func decode(_ w: Relay_V1_ActivityPresentations) throws -> ActivityPresentations {
        guard w.hasLockScreen else { throw CodecError("a Live Activity has no Lock Screen presentation") }
        return ActivityPresentations(
            lockScreen: try decode(w.lockScreen),
            compactLeading: w.hasCompactLeading ? try decode(w.compactLeading) : nil,
            compactTrailing: w.hasCompactTrailing ? try decode(w.compactTrailing) : nil,
            minimal: w.hasMinimal ? try decode(w.minimal) : nil,
            expandedLeading: w.hasExpandedLeading ? try decode(w.expandedLeading) : nil,
            expandedTrailing: w.hasExpandedTrailing ? try decode(w.expandedTrailing) : nil,
            expandedCenter: w.hasExpandedCenter ? try decode(w.expandedCenter) : nil,
            expandedBottom: w.hasExpandedBottom ? try decode(w.expandedBottom) : nil,
            small: w.hasSmall ? try decode(w.small) : nil,
            keylineTint: w.hasKeylineTint ? try decode(w.keylineTint) : nil)
    }

    static func encode(_ state: ActivityState) -> Relay_V1_ActivityState {
        switch state {
        // The wire has no pending state yet (relay_v1_activity.proto): the phone's host starts
        // every activity when it is requested, so it publishes none; one would be refused.
        case .pending: .unspecified
        case .active: .active
        case .stale: .stale
        case .ended: .ended
        case .dismissed: .dismissed
        }
    }

    static func decode(_ state: Relay_V1_ActivityState) throws -> ActivityState {
        switch state {
        case .active: .active
        case .stale: .stale
        case .ended: .ended
        case .dismissed: .dismissed
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown activity state \(state.rawValue)")
        }
    }

    /// Lower-case hex, as push tokens are shown.
    public static func hex(_ data: Data) -> String {
        data.map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    /// Bytes from hex; throws on odd length or anything but the digits 0-9, a-f, A-F.
    public static func bytes(hex text: String) throws -> Data {
        let digits = Array(text.utf8)
        let shown = text.count > 80 ? "\(text.prefix(80))…" : text
        guard digits.count % 2 == 0 else { throw CodecError("“\(shown)” is not hex: odd length") }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var data = Data(capacity: digits.count / 2)
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[pair]), let low = value(digits[pair + 1]) else {
                throw CodecError("“\(shown)” is not hex")
            }
            data.append(high << 4 | low)
        }
        return data
    }
}
