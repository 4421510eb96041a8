import GRDB
import PhoneCore

/// How the store's `interactions` table holds an answer (schema v3): plain columns of the
/// domain value, no generated type, so that a `.proto` change cannot change what a stored
/// record means. `outcome` is "performed", "failed" or "rejected" (NULL: none decided);
/// `reason` names a rejection's ``InteractionRefusal/Reason``; `message` is what people see.
/// A stored answer is never `replayed`: that is said when it is sent again.
extension InteractionAnswer {
    /// The values of the outcome, reason, message, epoch and seq columns, in that order.
    var columns: [(any DatabaseValueConvertible)?] {
        let (reason, message): (String?, String) =
            switch self.outcome {
            case .performed, nil: (nil, "")
            case .failed(let message): (nil, message)
            case .rejected(let refusal): (refusal.reason.column, refusal.message)
            }
        return [self.outcome?.name, reason, message, Int64(bitPattern: epoch), Int64(bitPattern: seq)]
    }

    /// The answer stored for `id` in a row of those columns.
    init(id: String, row: Row) throws {
        let message: String = row["message"]
        let outcome: Outcome?
        switch row["outcome"] as String? {
        case "performed": outcome = .performed
        case "failed": outcome = .failed(message)
        case "rejected":
            guard let reason = InteractionRefusal.Reason(column: row["reason"]) else {
                throw PhoneError.internal("the stored answer to interaction \(id) has an unknown reason", cause: nil)
            }
            outcome = .rejected(InteractionRefusal(reason, message))
        case nil: outcome = nil
        case let other?:
            throw PhoneError.internal(
                "the stored answer to interaction \(id) has an unknown outcome “\(other)”", cause: nil)
        }
        self.init(
            interactionID: id, outcome: outcome, epoch: UInt64(bitPattern: row["epoch"]),
            seq: UInt64(bitPattern: row["seq"]))
    }
}

extension InteractionAnswer.Outcome {
    /// Its one word: the store's `outcome` column, and the `outcome` field of the phone's log record.
    var name: String {
        switch self {
        case .performed: "performed"
        case .failed: "failed"
        case .rejected: "rejected"
        }
    }
}

extension InteractionRefusal.Reason {
    /// The `reason` column's value: a name the store owns.
    var column: String {
        switch self {
        case .unknownTarget: "unknown-target"
        case .notOffered: "not-offered"
        case .unknownIntent: "unknown-intent"
        case .badParameter: "bad-parameter"
        case .notPaired: "not-paired"
        case .notOwner: "not-owner"
        case .notOnThisSurface: "not-on-this-surface"
        }
    }

    init?(column: String?) {
        let all: [Self] = [
            .unknownTarget, .notOffered, .unknownIntent, .badParameter, .notPaired, .notOwner, .notOnThisSurface,
        ]
        guard let reason = all.first(where: { $0.column == column }) else { return nil }
        self = reason
    }
}
