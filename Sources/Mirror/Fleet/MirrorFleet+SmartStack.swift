import Foundation

/// A Smart Stack card and the phone it comes from.
public struct FleetStackItem: Sendable, Hashable {
    public let phone: FleetPhone
    public let item: SmartStackItem
}

extension SmartStack {
    /// Several phones' stacks as one, ordered together by relevance: every Live Activity
    /// first (most relevant first), then the widgets — a pinned widget keeps the place its
    /// own phone's stack gives it, the others fill the gaps by score. Ties keep pairing
    /// order, then each phone's own order.
    ///
    /// A score is relative within its phone, as WidgetKit's relevance is within an app: each
    /// phone's scores are divided by its own largest (``relativeScores(_:)``), so every phone's
    /// most relevant card stands level with the others' and no phone can push another's cards
    /// down with bigger numbers; within a phone the order is its own.
    public static func merge(_ stacks: [(phone: FleetPhone, items: [SmartStackItem])]) -> [FleetStackItem] {
        var activities: [(rank: Int, item: FleetStackItem)] = [], pinned: [(index: Int, item: FleetStackItem)] = []
        var others: [(rank: Int, item: FleetStackItem)] = []
        var rank = 0
        for (phone, items) in stacks {
            var widgetIndex = 0
            let scores = relativeScores(items)
            for (index, item) in items.enumerated() {
                rank += 1
                let tagged = FleetStackItem(
                    phone: phone, item: SmartStackItem(content: item.content, score: scores[index], pinned: item.pinned)
                )
                switch item.content {
                case .activity: activities.append((rank, tagged))
                case .widget:
                    if item.pinned { pinned.append((widgetIndex, tagged)) } else { others.append((rank, tagged)) }
                    widgetIndex += 1
                }
            }
        }
        let byScore = { (a: (rank: Int, item: FleetStackItem), b: (rank: Int, item: FleetStackItem)) in
            (bounded(a.item.item.score), -a.rank) > (bounded(b.item.item.score), -b.rank)
        }
        var remaining = others.sorted(by: byScore).map(\.item)
        var widgets: [FleetStackItem] = []
        var places = pinned.sorted { $0.index < $1.index }[...]
        while !remaining.isEmpty || !places.isEmpty {
            if let next = places.first, next.index <= widgets.count || remaining.isEmpty {
                widgets.append(next.item)
                places = places.dropFirst()
            } else {
                widgets.append(remaining.removeFirst())
            }
        }
        return activities.sorted(by: byScore).map(\.item) + widgets
    }

    /// One phone's scores made relative: bounded (``bounded(_:)``), then divided by the largest
    /// in size among its Live Activities and, apart, among its widgets (0 stays 0, a negative
    /// score stays below every positive one).
    static func relativeScores(_ items: [SmartStackItem]) -> [Double] {
        func largest(_ isActivity: Bool) -> Double {
            items.filter { if case .activity = $0.content { isActivity } else { !isActivity } }.map {
                abs(bounded($0.score))
            }.max() ?? 0
        }
        let (activities, widgets) = (largest(true), largest(false))
        return items.map { item in
            let scale: Double = if case .activity = item.content { activities } else { widgets }
            return scale > 0 ? bounded(item.score) / scale : 0
        }
    }
}

extension MirrorFleet {
    /// The watch's Smart Stack over every phone, with each phone's pins.
    public func smartStack(context: WatchContext) async -> [FleetStackItem] {
        var stacks: [(phone: FleetPhone, items: [SmartStackItem])] = []
        for link in links { stacks.append((link.phone, await link.client.smartStack(context: context))) }
        return SmartStack.merge(stacks)
    }
}
