import Foundation
import MirrorNodeKit
import NodeRuntime
import RelayCore
import RelayTransport
import RelayWire
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

/// A paired measuring client: requests on a DEALER, updates on a SUB, both CURVE.
/// Timeline updates are matched to the interaction that caused them.
final class Probe: Sendable {
    let client: RequestClient
    let arrivals: Arrivals
    private let subscriber: any MessageChannel
    private let reader: Task<Void, Never>

    /// When updates arrived, by interaction id and by seq.
    actor Arrivals {
        private var byInteraction: [String: ContinuousClock.Instant] = [:]
        private var waiting: [String: CheckedContinuation<ContinuousClock.Instant, Never>] = [:]
        private(set) var heartbeats = 0
        private(set) var latestTimeline: Relay_V1_TimelineUpdate?

        func arrived(_ update: Relay_V1_Update, at instant: ContinuousClock.Instant) {
            if case .heartbeat = update.change { heartbeats += 1 }
            guard case .timeline(let timeline) = update.change else { return }
            latestTimeline = timeline
            let id = timeline.interactionID
            guard !id.isEmpty else { return }
            if let waiter = waiting.removeValue(forKey: id) { waiter.resume(returning: instant) } else { byInteraction[id] = instant }
        }

        /// When the timeline answering `id` arrived (waits for it).
        func timeline(for id: String) async -> ContinuousClock.Instant {
            if let instant = byInteraction.removeValue(forKey: id) { return instant }
            return await withCheckedContinuation { waiting[id] = $0 }
        }
    }

    private init(client: RequestClient, subscriber: any MessageChannel, arrivals: Arrivals, reader: Task<Void, Never>) {
        self.client = client
        self.subscriber = subscriber
        self.arrivals = arrivals
        self.reader = reader
    }

    /// Connects as the paired tool (its data folder's key pair) and waits until the
    /// subscription is live.
    static func connect(_ options: MirrorOptions) async throws -> Probe {
        let phone = try options.phone()
        let transport = try options.transport()
        let subscriber = try await transport.open(.subscriber(topics: [Topic.all, Topic.device(phone.id)]), .connect(phone.publisher))
        let dealer = try await transport.open(.dealer, .connect(phone.router))
        let arrivals = Arrivals()
        let reader = Task {
            for await message in subscriber.incoming {
                let now = ContinuousClock.now
                guard message.frames.count == 2, let envelope = try? Relay_V1_Envelope(serializedBytes: message.frames[1]),
                      case .update(let update) = envelope.body else { continue }
                await arrivals.arrived(update, at: now)
            }
        }
        let probe = Probe(client: RequestClient(channel: dealer, sender: phone.id), subscriber: subscriber, arrivals: arrivals, reader: reader)
        let deadline = ContinuousClock.now + .seconds(10)
        while await arrivals.heartbeats == 0 {
            guard ContinuousClock.now < deadline else { throw NodeError("no heartbeat from the phone within 10 s: is it running, and is this tool paired?") }
            try await Task.sleep(for: .milliseconds(10))
        }
        // Requests need a Hello first (requests.proto): a tool shows the system families.
        _ = try await probe.request {
            $0.hello = .with {
                $0.kind = .tool
                $0.displayName = "relay-latency"
                $0.capabilities = .with { $0.families = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge] }
            }
        }
        return probe
    }

    /// Sends a request, throwing an ErrorReply's message.
    func request(_ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope.OneOf_Body {
        let reply = try await client.request(timeout: .seconds(10), fill)
        if case .error(let error) = reply.body { throw NodeError(error.message) }
        guard let body = reply.body else { throw NodeError("an empty reply") }
        return body
    }

    func close() async {
        reader.cancel()
        await client.close()
        await subscriber.close()
    }
}
