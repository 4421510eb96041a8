import DomainModel
import Foundation
import MirrorCore
import Codec
import WidgetRelayKit

/// What the watch knows of its wearer's situation, for relevance contexts.
public struct WatchContext: Sendable, Hashable, Codable {
    public var workout = false
    public var sleep = false
    public var headphones = false
    /// A kind of place: "home", "work", "gym"…
    public var location: String?
    public init() {}
}

/// One card of the Smart Stack.
public struct SmartStackItem: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case activity(String)
        case widget(String)
    }
    public let content: Content
    /// How relevant it is now (activities above every widget).
    public let score: Double
    public let pinned: Bool
}

/// The Smart Stack's order: Live Activities on top (most relevant first), then
/// widgets by relevance now — the current entry's `TimelineEntryRelevance` while its
/// duration lasts, and the kind's `WidgetRelevances` whose context holds — with
/// pinned widgets kept where the wearer put them.
public enum SmartStack {
    public static func order(
        widgets: [MirroredInstance], relevances: [String: WidgetRelevances], activities: [LiveActivity],
        pinned: Set<String>, at date: Date, context: WatchContext
    ) -> [SmartStackItem] {
        let live = activities.filter { $0.record.state != .dismissed }
            .sorted {
                (bounded($0.record.relevanceScore), $0.record.startedAt) > (
                    bounded($1.record.relevanceScore), $1.record.startedAt
                )
            }
            .map {
                SmartStackItem(
                    content: .activity($0.record.id), score: 100 + bounded($0.record.relevanceScore), pinned: false)
            }

        // Pinned widgets keep their index among the widgets; the others fill the gaps by score.
        let scored = widgets.map { widget in
            SmartStackItem(
                content: .widget(widget.id),
                score: score(widget, relevances[widget.instance.kind], at: date, context: context),
                pinned: pinned.contains(widget.id))
        }
        var slots: [SmartStackItem?] = scored.map { $0.pinned ? $0 : nil }
        var others = scored.filter { !$0.pinned }.enumerated().sorted {
            ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset)
        }.map(\.element)
        for index in slots.indices where slots[index] == nil {
            slots[index] = others.removeFirst()
        }
        return live + slots.compactMap { $0 }
    }

    /// A widget's relevance at `date`: the larger of its current entry's score and its
    /// kind's matching relevance levels (low 1, medium 2, large 3).
    public static func score(
        _ widget: MirroredInstance, _ relevances: WidgetRelevances?, at date: Date, context: WatchContext
    ) -> Double {
        var best = 0.0
        if let entries = widget.timeline?.entries, let index = entries.lastIndex(where: { $0.date <= date }),
            let relevance = entries[index].relevance
        {
            let end =
                relevance.duration > 0
                ? entries[index].date.addingTimeInterval(relevance.duration)
                : (index + 1 < entries.count ? entries[index + 1].date : .distantFuture)
            if date < end { best = bounded(Double(relevance.score)) }
        }
        for rule in relevances?.rules ?? [] where matches(rule.context, at: date, context) {
            best = max(best, Double(RelevanceLevel.allCases.firstIndex(of: rule.level)! + 1))
        }
        return best
    }

    /// A phone's relevance score as the stack orders it: NaN and infinities (which would
    /// break the order, or put one phone's cards above every other phone's for good) are 0,
    /// and the rest is held to ±1,000 (WidgetKit's scores are small: 0–100 in Apple's samples).
    static func bounded(_ score: Double) -> Double {
        score.isFinite ? min(max(score, -1000), 1000) : 0
    }

    static func matches(_ relevant: RelevantContext, at date: Date, _ context: WatchContext) -> Bool {
        switch relevant {
        case .dateInterval(let from, let to): from <= date && date <= to
        case .workout: context.workout
        case .sleep: context.sleep
        case .headphones: context.headphones
        case .location(let place): context.location == place
        }
    }
}

extension MirrorClient {
    /// The Smart Stack now, with this mirror's pins: Live Activities, then the
    /// rectangular widgets by relevance in `context`.
    public func smartStack(context: WatchContext) -> [SmartStackItem] {
        let state = core.replica.state
        return SmartStack.order(
            widgets: state.orderedInstances.filter { $0.family == .accessoryRectangular }, relevances: state.relevances,
            activities: Array(state.activities.values), pinned: core.pinned, at: phoneNow, context: context)
    }
}
