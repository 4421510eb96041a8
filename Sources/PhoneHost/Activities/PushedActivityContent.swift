import DomainModel
import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension PhoneNode {
    /// A push's Live Activity content, checked before anything stores or shows it: its
    /// dates in the wire's range, and its JSON the activity kind's `ContentState`
    /// (app code reads it back as that type). Refused as `MALFORMED`, the field named.
    func pushedContent(_ push: Relay_V1_ActivityPush, for record: ActivityRecord) throws -> ActivityContentRecord? {
        guard !push.contentStateJson.isEmpty else { return nil }
        guard push.contentStateJson.count <= ActivityError.maximumContentBytes else {
            throw PhoneError.tooLarge(ActivityError.contentTooLarge(bytes: push.contentStateJson.count).description)
        }
        guard let kind = activityKinds[record.attributesType] else {
            throw PhoneError.badRequest(
                "Live Activity \(record.id) is of an attributes type this phone no longer has: \(record.attributesType)"
            )
        }
        do { try kind.checkContentState(push.contentStateJson) } catch {
            throw PhoneError.malformed("push.activity.content_state_json\(Self.keyPath(WireDateRange.describe(error)))")
        }
        let staleDate = push.hasStaleDate ? try checkedDate(push.staleDate, "push.activity.stale_date") : nil
        return ActivityContentRecord(
            contentStateJSON: push.contentStateJson, staleDate: staleDate, relevanceScore: push.relevanceScore)
    }

    /// A push's other dates, refused as `MALFORMED` when out of range.
    func checkedDate(_ timestamp: Google_Protobuf_Timestamp, _ field: String) throws -> Date {
        do { return try WireTime.date(timestamp, field: field) } catch { throw PhoneError.malformed("\(error)") }
    }

    /// ".eta: …" stays as it is; a message without a key path gets ": " in front.
    private static func keyPath(_ description: String) -> String {
        description.hasPrefix(".") || description.hasPrefix("[") ? description : ": " + description
    }
}
