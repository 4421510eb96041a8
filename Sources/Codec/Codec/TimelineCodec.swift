import Foundation
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension WireCodec {
    package static func encode(_ policy: TimelineReloadPolicy) -> Relay_V1_ReloadPolicy {
        switch policy.kind {
        case .atEnd: .with { $0.atEnd = true }
        case .never: .with { $0.never = true }
        case .after(let date): .with { $0.after = timestamp(date) }
        }
    }

    package static func decode(_ wire: Relay_V1_ReloadPolicy) throws -> TimelineReloadPolicy {
        switch wire.kind {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let after): .after(try date(after, "reload policy after"))
        case nil: throw CodecError("a reload policy has no kind")
        }
    }

    /// A timeline for an instance; entry ids are the entries' positions. `reason` and
    /// `interactionID` say why it was published (empty: not said).
    package static func encode(
        _ timeline: ArchivedTimeline, instanceID: String, reason: String = "", interactionID: String = ""
    ) -> Relay_V1_TimelineUpdate {
        .with {
            $0.instanceID = instanceID
            $0.reason = reason
            $0.interactionID = interactionID
            $0.policy = encode(timeline.policy)
            $0.entries = timeline.entries.enumerated().map { index, entry in encode(entry, id: "e\(index)") }
        }
    }

    package static func decode(_ wire: Relay_V1_TimelineUpdate) throws -> ArchivedTimeline {
        ArchivedTimeline(entries: try wire.entries.map(decode), policy: try decode(wire.policy))
    }

    package static func encode(_ entry: ArchivedEntry, id: String) -> Relay_V1_TimelineEntry {
        .with {
            $0.entryID = id
            $0.date = timestamp(entry.date)
            if let relevance = entry.relevance {
                $0.relevance = .with {
                    $0.score = relevance.score
                    $0.duration = WireTime.duration(relevance.duration)
                }
            }
            $0.view = encode(entry.view)
            $0.surfaceViews = entry.surfaceViews.sorted { $0.key.rawValue < $1.key.rawValue }.map { surface, view in
                .with {
                    $0.surface = encode(surface)
                    $0.view = encode(view)
                }
            }
        }
    }

    package static func decode(_ wire: Relay_V1_TimelineEntry) throws -> ArchivedEntry {
        ArchivedEntry(
            date: try date(wire.date, "timeline entry \(wire.entryID).date"),
            relevance: wire.hasRelevance
                ? TimelineEntryRelevance(
                    score: wire.relevance.score,
                    duration: try WireTime.interval(
                        wire.relevance.duration, field: "timeline entry \(wire.entryID).relevance.duration"))
                : nil,
            view: try decode(wire.view),
            surfaceViews: try surfaceViews(wire.surfaceViews, entry: wire.entryID))
    }

    /// An entry's views for other surfaces: one unspecified or unknown is left out, as a Hello's
    /// are; a surface given twice, or a view that does not decode, refuses the entry.
    static func surfaceViews(_ wire: [Relay_V1_SurfaceView], entry: String) throws -> [SurfaceVariant: ArchivedView] {
        var views: [SurfaceVariant: ArchivedView] = [:]
        for surfaceView in wire {
            guard let surface = decode(surfaceView.surface) else { continue }
            guard views[surface] == nil else {
                throw CodecError("timeline entry \(entry) has two views for \(surface.rawValue)")
            }
            views[surface] = try decode(surfaceView.view)
        }
        return views
    }

    package static func encode(_ relevances: WidgetRelevances, kind: String) -> Relay_V1_RelevancesChanged {
        .with {
            $0.kind = kind
            $0.rules = relevances.rules.map { rule in
                .with {
                    $0.level = encode(rule.level)
                    $0.context = .with {
                        switch rule.context {
                        case .dateInterval(let from, let to):
                            $0.date = .with {
                                $0.start = timestamp(from); $0.end = timestamp(to)
                            }
                        case .workout: $0.workout = true
                        case .sleep: $0.sleep = true
                        case .location(let place): $0.location = place
                        case .headphones: $0.headphones = true
                        }
                    }
                }
            }
        }
    }

    package static func decode(_ wire: Relay_V1_RelevancesChanged) throws -> WidgetRelevances {
        WidgetRelevances(
            rules: try wire.rules.map { rule in
                let context: RelevantContext
                switch rule.context.kind {
                case .date(let interval):
                    context = .dateInterval(
                        from: try date(interval.start, "relevance of \(wire.kind): start"),
                        to: try date(interval.end, "relevance of \(wire.kind): end"))
                case .workout: context = .workout
                case .sleep: context = .sleep
                case .location(let place): context = .location(place)
                case .headphones: context = .headphones
                case nil: throw CodecError("a relevance rule of \(wire.kind) has no context")
                }
                return WidgetRelevances.Rule(context: context, level: try decode(rule.level))
            })
    }

    static func encode(_ level: RelevanceLevel) -> Relay_V1_RelevanceLevel {
        switch level {
        case .defaultLow: .defaultLow
        case .defaultMedium: .defaultMedium
        case .defaultLarge: .defaultLarge
        }
    }

    static func decode(_ level: Relay_V1_RelevanceLevel) throws -> RelevanceLevel {
        switch level {
        case .defaultLow: .defaultLow
        case .defaultMedium: .defaultMedium
        case .defaultLarge: .defaultLarge
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown relevance level \(level.rawValue)")
        }
    }

    package static func encode(_ recommendations: [WidgetRecommendation], kind: String)
        -> Relay_V1_RecommendationsChanged
    {
        .with {
            $0.kind = kind
            $0.recommendations = recommendations.map { recommendation in
                .with {
                    $0.configuration = encode(recommendation.configuration)
                    $0.description_p = recommendation.description
                }
            }
        }
    }

    package static func decode(_ wire: Relay_V1_RecommendationsChanged) throws -> [WidgetRecommendation] {
        try wire.recommendations.map {
            WidgetRecommendation(configuration: try decode($0.configuration), description: $0.description_p)
        }
    }
}
