import Foundation

/// AppKit's `NSView`, as a view an `NSViewRepresentable` makes: a frame and nothing drawn.
/// WidgetKit draws no AppKit view in a widget.
open class NSView {
    /// `frame`
    open var frame: CGRect
    /// `isHidden`
    open var isHidden = false

    /// `NSView(frame:)`
    public init(frame frameRect: CGRect) { frame = frameRect }

    /// `NSView()`: a zero frame.
    public convenience init() { self.init(frame: .zero) }
}

/// AppKit's `NSProgressIndicator` (a spinner or a bar) as an `NSViewRepresentable` configures
/// it: its settings are kept and nothing is drawn.
open class NSProgressIndicator: NSView {
    /// `NSProgressIndicator.Style`
    public enum Style: UInt, Sendable {
        case bar = 0
        case spinning = 1
    }

    /// `style`
    open var style: Style = .bar
    /// `isIndeterminate`
    open var isIndeterminate = true
    /// `controlSize`
    open var controlSize: NSControl.ControlSize = .regular
    /// `doubleValue`
    open var doubleValue: Double = 0
    /// `minValue`
    open var minValue: Double = 0
    /// `maxValue`
    open var maxValue: Double = 100
    /// `isDisplayedWhenStopped`
    open var isDisplayedWhenStopped = true
    /// Whether `startAnimation(_:)` was called last (no animation runs here).
    public private(set) var isAnimating = false

    /// `startAnimation(_:)`
    open func startAnimation(_ sender: Any?) { isAnimating = true }
    /// `stopAnimation(_:)`
    open func stopAnimation(_ sender: Any?) { isAnimating = false }
    /// `increment(by:)`
    open func increment(by delta: Double) { doubleValue = min(maxValue, doubleValue + delta) }
}

/// AppKit's `NSControl`, for its `ControlSize`.
open class NSControl: NSView {
    /// `NSControl.ControlSize`
    public enum ControlSize: UInt, Sendable {
        case regular = 0
        case small = 1
        case mini = 2
        case large = 3
    }
}

/// SwiftUI's `NSViewRepresentable` (an AppKit view inside SwiftUI): accepted, and **it draws
/// nothing** — WidgetKit draws no AppKit view in a widget (as it draws no `UIViewRepresentable`
/// on iOS), so the archive has no node for it and `makeNSView`/`updateNSView` are never called.
/// Apple declares `Body == Never`; here its body is an `EmptyView`, which is how it archives.
public protocol NSViewRepresentable: View where Body == EmptyView {
    /// The AppKit view it makes.
    associatedtype NSViewType: NSView
    /// The object that coordinates the view with SwiftUI (`Void` when there is none).
    associatedtype Coordinator = Void
    /// `makeNSView(context:)`
    func makeNSView(context: Context) -> NSViewType
    /// `updateNSView(_:context:)`
    func updateNSView(_ nsView: NSViewType, context: Context)
    /// `makeCoordinator()`
    func makeCoordinator() -> Coordinator
    /// `dismantleNSView(_:coordinator:)`
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
}

extension NSViewRepresentable {
    /// `NSViewRepresentable.Context`
    public typealias Context = NSViewRepresentableContext<Self>
    /// Nothing: the AppKit view is not drawn in a widget.
    public var body: EmptyView { EmptyView() }
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// SwiftUI's `NSViewRepresentableContext`: the coordinator and the environment (never made
/// here: a widget does not make the AppKit view).
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// `coordinator`
    public let coordinator: Representable.Coordinator
    /// `environment`
    public let environment: EnvironmentValues
}
