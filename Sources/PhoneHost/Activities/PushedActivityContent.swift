import DomainModel
import Foundation
import Codec
import PhoneCore
import WidgetRelayKit

extension PhoneNode {
    /// A push's Live Activity content, checked before anything stores or shows it: its
    /// dates in the wire's range, and its JSON the activity kind's `ContentState`
    /// (app code reads it back as that type). Refused as `MALFORMED`, the field named.
    func pushedContent(_ push: ActivityPush, for record: ActivityRecord) throws -> ActivityContentRecord? {
        guard !push.contentStateJSON.isEmpty else { return nil }
        guard push.contentStateJSON.count <= ActivityError.maximumContentBytes else {
            throw PhoneError.tooLarge(ActivityError.contentTooLarge(bytes: push.contentStateJSON.count).description)
        }
        guard let kind = activityKinds[record.attributesType] else {
            throw PhoneError.badRequest(
                "Live Activity \(record.id) is of an attributes type this phone no longer has: \(record.attributesType)"
            )
        }
        do { try kind.checkContentState(push.contentStateJSON) } catch {
            throw PhoneError.malformed("push.activity.content_state_json\(Self.keyPath(WireDateRange.describe(error)))")
        }
        return ActivityContentRecord(
            contentStateJSON: push.contentStateJSON, staleDate: push.staleDate, relevanceScore: push.relevanceScore)
    }

    /// ".eta: …" stays as it is; a message without a key path gets ": " in front.
    private static func keyPath(_ description: String) -> String {
        description.hasPrefix(".") || description.hasPrefix("[") ? description : ": " + description
    }
}
