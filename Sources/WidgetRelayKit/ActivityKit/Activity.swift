import Foundation

/// A running Live Activity (`Activity<Attributes>`), backed by the current ``AppEnvironment``'s host.
public final class Activity<Attributes: ActivityAttributes>: Sendable {
    /// The activity's id.
    public let id: String
    /// The static attributes.
    public let attributes: Attributes
    private let host: any ActivityHost
    /// The content when this object was made: what ``content`` shows once the
    /// activity is gone (ActivityKit keeps the last content too), never a trap.
    private let lastKnown: ActivityContent<Attributes.ContentState>

    init(record: ActivityRecord, attributes: Attributes, state: Attributes.ContentState, host: any ActivityHost) {
        id = record.id
        self.attributes = attributes
        self.host = host
        lastKnown = ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
    }

    private var record: ActivityRecord? { host.records().first { $0.id == id } }

    /// The current content (the last known one once the activity has been dismissed).
    public var content: ActivityContent<Attributes.ContentState> {
        guard let record,
            let state = try? WireDateRange.checkedJSONDecoder().decode(
                Attributes.ContentState.self, from: record.contentStateJSON)
        else {
            return lastKnown
        }
        return ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
    }

    /// Where it is in its life (`.dismissed` once gone).
    public var activityState: ActivityState { record?.state ?? .dismissed }

    /// The current push token, if requested with `pushType: .token`.
    public var pushToken: Data? { record?.pushToken }

    /// Push tokens as they are issued.
    public var pushTokenUpdates: AsyncStream<Data> { host.pushTokens(id: id) }

    /// Starts a Live Activity (`Activity.request(attributes:content:pushType:)`).
    /// - Throws: ``ActivityError/contentTooLarge(bytes:)`` when the state encodes to more than 4 KB.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        let host = AppEnvironment.current.activities
        let attributesJSON = try JSONEncoder().encode(attributes)
        let record = try host.request(
            attributesType: Attributes.attributesTypeName, attributesJSON: attributesJSON,
            content: try encode(content), pushType: pushType)
        return Activity(record: record, attributes: attributes, state: content.state, host: host)
    }

    /// Replaces the content (`update(_:)`).
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        guard let encoded = try? Self.encode(content) else { return }
        try? await host.update(id: id, content: encoded)
    }

    /// Ends the activity (`end(_:dismissalPolicy:)`).
    public func end(
        _ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        let encoded = content.flatMap { try? Self.encode($0) }
        try? await host.end(id: id, content: encoded, dismissalPolicy: dismissalPolicy)
    }

    /// Every activity of this type not yet dismissed (`Activity.activities`).
    public static var activities: [Activity<Attributes>] {
        let host = AppEnvironment.current.activities
        return host.records().filter { $0.attributesType == Attributes.attributesTypeName }.compactMap { record in
            let decoder = WireDateRange.checkedJSONDecoder()
            guard let attributes = try? decoder.decode(Attributes.self, from: record.attributesJSON),
                let state = try? decoder.decode(Attributes.ContentState.self, from: record.contentStateJSON)
            else { return nil }
            return Activity(record: record, attributes: attributes, state: state, host: host)
        }
    }

    static func encode(_ content: ActivityContent<Attributes.ContentState>) throws -> ActivityContentRecord {
        let json = try JSONEncoder.sorted.encode(content.state)
        guard json.count <= ActivityError.maximumContentBytes else {
            throw ActivityError.contentTooLarge(bytes: json.count)
        }
        // A date the relay cannot carry is refused here, where the app can see why.
        do { _ = try WireDateRange.checkedJSONDecoder().decode(Attributes.ContentState.self, from: json) } catch {
            throw ActivityError.refused("the content state cannot be sent: \(WireDateRange.describe(error))")
        }
        if let stale = content.staleDate, !WireDateRange.contains(stale) {
            throw ActivityError.refused(
                "the stale date \(stale.timeIntervalSince1970) s since 1970 is outside \(WireDateRange.text)")
        }
        return ActivityContentRecord(
            contentStateJSON: json, staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }
}

extension JSONEncoder {
    /// Stable output, so equal states encode to equal bytes.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
