extension PhoneRequestKind {
    /// Where a request of this kind waits (``Lane``), decided from the request itself.
    public enum LaneRule: Sendable, Hashable {
        /// Answered at once, in the order read.
        case atOnce
        /// The lane of what it activates: a widget instance's, a Live Activity's, a control kind's.
        case target
        /// Its widget instance's, or its device's when it names none (adding a widget).
        case instanceOrDevice
        /// Its widget instance's.
        case instance
        /// Its device's.
        case device
        /// The pushes' one lane.
        case push

        /// The lane of a request under this rule from `device`, naming `subject`; nil: none.
        public func lane(naming subject: LaneSubject, from device: String) -> Lane? {
            switch (self, subject) {
            case (.atOnce, _): nil
            case (.target, .instance(let id)), (.instance, .instance(let id)): .instance(id)
            case (.target, .activity(let id)): .activity(id)
            case (.target, .control(let kind)): .control(kind)
            case (.target, .nothing): nil
            case (.instanceOrDevice, .instance(let id)) where !id.isEmpty: .instance(id)
            case (.instanceOrDevice, _), (.device, _): .device(device)
            case (.instance, _): nil
            case (.push, _): .push
            }
        }
    }

    /// What a request names that its lane may follow: a widget instance (its id, empty when it
    /// names none), a Live Activity, a control kind, or nothing.
    public enum LaneSubject: Sendable, Hashable {
        case nothing
        case instance(String)
        case activity(String)
        case control(String)
    }

    /// What the driver does with a request of one kind.
    public struct Rules: Sendable, Hashable {
        public let lane: LaneRule
        /// Whether its reply is kept for a retry with the same message id (requests.proto: "Retries").
        public let keepsReply: Bool
        /// Whether a device may send it before its Hello.
        public let allowedBeforeHello: Bool
        /// Its `kind` label in the phone's metrics.
        public let metricsLabel: String
    }
}
