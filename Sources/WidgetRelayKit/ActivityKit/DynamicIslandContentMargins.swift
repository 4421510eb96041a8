import Foundation

/// The content margins a Dynamic Island presentation asks for (`contentMargins(_:_:)` on an
/// expanded region, `contentMargins(_:_:for:)` on the island): a length per edge, nil where the
/// system's default margin stays.
public struct DynamicIslandContentMargins: Sendable, Hashable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Whether no edge has a margin of its own.
    public var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }

    /// `length` on `edges` that have none yet: of several `contentMargins` calls, the innermost
    /// (applied first) wins, as Apple's. A length that is not finite, or negative, is ignored.
    func adding(_ edges: Edge.Set, _ length: Double) -> DynamicIslandContentMargins {
        guard length.isFinite, length >= 0 else { return self }
        var margins = self
        if edges.contains(.top), margins.top == nil { margins.top = length }
        if edges.contains(.leading), margins.leading == nil { margins.leading = length }
        if edges.contains(.bottom), margins.bottom == nil { margins.bottom = length }
        if edges.contains(.trailing), margins.trailing == nil { margins.trailing = length }
        return margins
    }

    /// These margins, with `outer`'s on the edges these leave to the default (a region's own
    /// margins over the island's for `.expanded`).
    func over(_ outer: DynamicIslandContentMargins?) -> DynamicIslandContentMargins {
        guard let outer else { return self }
        return DynamicIslandContentMargins(
            top: top ?? outer.top, leading: leading ?? outer.leading, bottom: bottom ?? outer.bottom,
            trailing: trailing ?? outer.trailing)
    }
}

/// Each Dynamic Island presentation's content margins, as the activity's island asked for them
/// (empty where it kept the system's).
public struct DynamicIslandMargins: Sendable, Hashable {
    public var compactLeading = DynamicIslandContentMargins()
    public var compactTrailing = DynamicIslandContentMargins()
    public var minimal = DynamicIslandContentMargins()
    public var expandedLeading = DynamicIslandContentMargins()
    public var expandedTrailing = DynamicIslandContentMargins()
    public var expandedCenter = DynamicIslandContentMargins()
    public var expandedBottom = DynamicIslandContentMargins()

    public init() {}

    /// The margins of `island`'s presentations: each expanded region's own over the island's
    /// `.expanded` ones.
    init(_ island: DynamicIsland?) {
        guard let island else { return }
        let expanded = island.margins[.expanded]
        func region(_ position: DynamicIslandExpandedRegionPosition) -> DynamicIslandContentMargins {
            let own = island.expanded.first { $0.position == position }?.margins ?? DynamicIslandContentMargins()
            return own.over(expanded)
        }
        compactLeading = island.margins[.compactLeading] ?? DynamicIslandContentMargins()
        compactTrailing = island.margins[.compactTrailing] ?? DynamicIslandContentMargins()
        minimal = island.margins[.minimal] ?? DynamicIslandContentMargins()
        expandedLeading = region(.leading)
        expandedTrailing = region(.trailing)
        expandedCenter = region(.center)
        expandedBottom = region(.bottom)
    }
}

extension DynamicIslandExpandedRegion {
    /// `.contentMargins(_:_:)`: this region's margins on `edges` instead of the system's (the
    /// innermost of several wins). Kept in the activity's presentations
    /// (``ActivityPresentations/islandMargins``); mirrors do not draw them yet.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion {
        var region = self
        region.margins = margins.adding(edges, length)
        return region
    }
}

extension DynamicIsland {
    /// `.contentMargins(_:_:for:)`: the margins of one presentation (`mode`) on `edges` instead of
    /// the system's (the innermost of several wins; an expanded region's own win over these).
    /// Kept in the activity's presentations (``ActivityPresentations/islandMargins``); mirrors
    /// do not draw them yet.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode)
        -> DynamicIsland
    {
        var island = self
        island.margins[mode] = (margins[mode] ?? DynamicIslandContentMargins()).adding(edges, length)
        return island
    }
}
