import DomainModel
import Foundation

extension MirrorCore {
    /// What the driver must do after an event, in order.
    public enum Effect: Sendable {
        /// Send `request` on the DEALER with message id `id` (a retry sends the same id).
        case send(id: String, MirrorRequest)
        /// What is shown changed.
        case changed(ChangeScope)
        /// The phone became reachable, or stopped being.
        case reachability(Bool)
        /// An interaction or opened URL (`requestID`) ended, or was refused before it was sent.
        case finished(requestID: String, InteractionReport)
        /// A ``Event/request(_:id:)`` was answered, refused or timed out.
        case completed(id: String, Result<MirrorReply, RelayError>)
        /// Write ``MirrorCore/replica``'s state to the snapshot cache.
        case persist
        /// The pinned Smart Stack widgets changed: keep them.
        case pinsChanged(Set<String>)
        /// Something worth a line in the log.
        case log(MirrorLog)
    }

    /// Which targets a change touched.
    public enum ChangeScope: Sendable, Hashable {
        case everything
        case targets(Set<InteractionTarget>)
    }
}

/// A log line the core asks for: the driver writes it with its logger.
public struct MirrorLog: Sendable, Hashable {
    /// How much it matters (swift-log's levels, by name).
    public enum Level: String, Sendable, Hashable {
        case debug, info, notice, warning
    }
    public let level: Level
    public let message: String
    public let metadata: [String: String]

    public init(_ level: Level, _ message: String, _ metadata: [String: String] = [:]) {
        self.level = level
        self.message = message
        self.metadata = metadata
    }
}
