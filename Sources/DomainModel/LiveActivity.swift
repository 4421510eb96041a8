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
