import Foundation
import RelayWire
import WidgetRelayKit

/// A Live Activity as mirrors receive it: its record and archived presentations.
public struct LiveActivity: Sendable, Hashable {
    public var record: ActivityRecord
    public var presentations: ActivityPresentations
    public init(record: ActivityRecord, presentations: ActivityPresentations) {
        self.record = record
        self.presentations = presentations
    }
}

extension WireCodec {
    public static func encode(_ activity: LiveActivity) -> Relay_V1_ActivityUpdate {
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

    public static func decode(_ wire: Relay_V1_ActivityUpdate) throws -> LiveActivity {
        guard !wire.activityID.isEmpty else { throw CodecError("a Live Activity update has no activity id") }
        let record = ActivityRecord(
            id: wire.activityID, attributesType: wire.attributesType, attributesJSON: wire.attributesJson,
            contentStateJSON: wire.contentStateJson, staleDate: wire.hasStaleDate ? wire.staleDate.date : nil,
            relevanceScore: wire.relevanceScore, state: try decode(wire.state),
            pushToken: wire.pushToken.isEmpty ? nil : try bytes(hex: wire.pushToken),
            startedAt: wire.startedAt.date, contentUpdatedAt: wire.contentUpdatedAt.date,
            endedAt: wire.hasEndedAt ? wire.endedAt.date : nil, dismissalDate: wire.hasDismissalDate ? wire.dismissalDate.date : nil)
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
            small: w.hasSmall ? try decode(w.small) : nil)
    }

    static func encode(_ state: ActivityState) -> Relay_V1_ActivityState {
        switch state {
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

    /// Bytes from hex; throws on odd length or a non-hex digit.
    public static func bytes(hex text: String) throws -> Data {
        guard text.count % 2 == 0 else { throw CodecError("“\(text)” is not hex: odd length") }
        var data = Data()
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { throw CodecError("“\(text)” is not hex") }
            data.append(byte)
            index = next
        }
        return data
    }
}
