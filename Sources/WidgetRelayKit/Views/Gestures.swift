import Foundation

// SwiftUI's gestures as widget code writes them (Luka's chart scrubs with a `DragGesture` that
// updates a `@GestureState`). On iOS a widget takes no gestures: it is drawn from an archive, and
// a tap on it opens its URL or runs a button's or toggle's intent; a gesture attached to a
// widget's view never fires. So here: every gesture and `.gesture(_:)` compiles, is left out of
// the archive, and no action of it runs; a `@GestureState` keeps its initial value.

/// An interaction with a view (SwiftUI's `Gesture`): accepted, never recognised in a widget.
public protocol Gesture<Value> {
    /// What the gesture reports to its callbacks.
    associatedtype Value
}

/// `TapGesture(count:)`: never recognised in a widget.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The taps needed.
    public var count: Int
    /// `TapGesture(count:)`, one tap by default.
    public init(count: Int = 1) { self.count = count }
}

/// `SpatialTapGesture(count:coordinateSpace:)`: never recognised in a widget.
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    /// The taps needed.
    public var count: Int
    /// The space of the location reported.
    public var coordinateSpace: CoordinateSpace
    /// `SpatialTapGesture(count:coordinateSpace:)`
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// `LongPressGesture(minimumDuration:maximumDistance:)`: never recognised in a widget.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// Seconds the press must last (0.5 by default, as SwiftUI's).
    public var minimumDuration: Double
    /// How far the finger may move (10 points by default).
    public var maximumDistance: CGFloat
    /// `LongPressGesture(minimumDuration:maximumDistance:)`
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// `DragGesture(minimumDistance:coordinateSpace:)`: never recognised in a widget.
public struct DragGesture: Gesture {
    /// A drag's state (SwiftUI's `DragGesture.Value`).
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the finger moves before the drag starts (10 points by default).
    public var minimumDistance: CGFloat
    /// The space of the locations reported.
    public var coordinateSpace: CoordinateSpace
    /// `DragGesture(minimumDistance:coordinateSpace:)`
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// `MagnifyGesture(minimumScaleDelta:)` (iOS 17): never recognised in a widget.
public struct MagnifyGesture: Gesture {
    /// A pinch's state.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    /// The change of scale needed to start (0.01 by default).
    public var minimumScaleDelta: CGFloat
    /// `MagnifyGesture(minimumScaleDelta:)`
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A gesture with a callback attached (`onChanged`, `onEnded`, `updating`, `map`): as its base, never
/// recognised in a widget, its callback never run.
public struct CallbackGesture<Base: Gesture, Value>: Gesture {
    let base: Base
}

/// Two gestures combined (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`).
public struct CombinedGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second
}

extension Gesture {
    /// `.onEnded(_:)`: never run in a widget.
    public func onEnded(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self, Value> {
        CallbackGesture(base: self)
    }
    /// `.updating(_:body:)`: never run in a widget; the state keeps its initial value.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> CallbackGesture<Self, Value> {
        CallbackGesture(base: self)
    }
    /// `.map(_:)`: the gesture reporting another value (never reported in a widget).
    public func map<T>(_ body: @escaping (Value) -> T) -> CallbackGesture<Self, T> { CallbackGesture(base: self) }
    /// `.simultaneously(with:)`
    public func simultaneously<Other: Gesture>(with other: Other) -> CombinedGesture<Self, Other> {
        CombinedGesture(first: self, second: other)
    }
    /// `.sequenced(before:)`
    public func sequenced<Other: Gesture>(before other: Other) -> CombinedGesture<Self, Other> {
        CombinedGesture(first: self, second: other)
    }
    /// `.exclusively(before:)`
    public func exclusively<Other: Gesture>(before other: Other) -> CombinedGesture<Self, Other> {
        CombinedGesture(first: self, second: other)
    }
}

extension Gesture where Value: Equatable {
    /// `.onChanged(_:)`: never run in a widget.
    public func onChanged(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self, Value> {
        CallbackGesture(base: self)
    }
}

/// `@GestureState`: a gesture's transient state. No gesture runs in a widget, so it always holds
/// its initial value, as a `@GestureState` does on iOS while no gesture is under way.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// `@GestureState var isPressed = false`
    public init(wrappedValue: Value) { initialValue = wrappedValue }
    /// `GestureState(initialValue:)`
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// `GestureState(wrappedValue:resetTransaction:)`
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    /// `GestureState(wrappedValue:reset:)`
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
    }
    /// The state: its initial value (no gesture is under way in a widget).
    public var wrappedValue: Value { initialValue }
    /// `$state`, for `.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// `GestureState(resetTransaction:)`: nil.
    public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

/// Which gestures a view's `.gesture(_:including:)` enables (`GestureMask`).
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// `.gesture(_:including:)`: accepted; the view is archived as it is (no gesture fires in a widget).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// `.gesture(_:isEnabled:)` (iOS 18): accepted, as `.gesture(_:including:)`.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
    /// `.simultaneousGesture(_:including:)`: accepted, as `.gesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// `.highPriorityGesture(_:including:)`: accepted, as `.gesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// `.onTapGesture(count:coordinateSpace:perform:)` with the tap's location: not run.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View { self }
    /// `.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`: not run.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }
}
