import Foundation

/// `ProgressView`: a value out of a total, an indeterminate spinner, or a timer interval
/// the mirror fills as time passes (`ProgressView(timerInterval:countsDown:)`).
public struct ProgressView: View, ArchivableView {
    public typealias Body = Never
    enum Content {
        case value(Double?, total: Double)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }
    let progress: Content
    let label: (any View)?
    let currentValueLabel: (any View)?

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        progress = .value(Self.double(value), total: Double(total))
        label = nil
        currentValueLabel = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> some View) {
        progress = .value(Self.double(value), total: Double(total))
        self.label = label()
        currentValueLabel = nil
    }
    /// `ProgressView(value:total:label:currentValueLabel:)`
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> some View,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        progress = .value(Self.double(value), total: Double(total))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
    /// `ProgressView("Loading", value:total:)`
    public init<V: BinaryFloatingPoint>(_ title: some StringProtocol, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
    /// Apple's value and total are any `BinaryFloatingPoint` (a `CGFloat?` from layout code).
    private static func double<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
        guard let value else { return nil }
        return Double(value)
    }
    /// An indeterminate spinner.
    public init() { self.init(value: Double?.none) }

    /// `ProgressView(timerInterval:countsDown:)`: empties (or, counting up, fills) over the
    /// interval, with the time left as its current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        progress = .timer(timerInterval, countsDown: countsDown)
        label = nil
        currentValueLabel = Text(timerInterval: timerInterval, countsDown: countsDown)
    }
    /// `ProgressView(timerInterval:countsDown:label:)`
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> some View) {
        progress = .timer(timerInterval, countsDown: countsDown)
        self.label = label()
        currentValueLabel = Text(timerInterval: timerInterval, countsDown: countsDown)
    }
    /// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> some View,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        progress = .timer(timerInterval, countsDown: countsDown)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let label = self.label.map { archiver.single($0) }
        switch progress {
        case .value(let value, let total):
            return [ViewNode(.progress(value: value, total: total, label: label))]
        case .timer(let interval, let countsDown):
            let current = archiver.withPath("value") { currentValueLabel.map { archiver.single($0) } }
            return [
                ViewNode(
                    .timerProgress(
                        TimerProgressNode(
                            start: interval.lowerBound, end: interval.upperBound,
                            countsDown: countsDown, label: label, currentValueLabel: current)))
            ]
        }
    }
}

/// A progress view's look (`ProgressViewStyle`), archived by name.
public struct ProgressViewStyleName: Sendable, Hashable {
    let name: String
    public static let automatic = ProgressViewStyleName(name: "automatic")
    public static let linear = ProgressViewStyleName(name: "linear")
    public static let circular = ProgressViewStyleName(name: "circular")
}

extension View {
    /// `.progressViewStyle(_:)`: `.linear`, `.circular`, `.automatic`.
    public func progressViewStyle(_ style: ProgressViewStyleName) -> ModifiedView {
        modified(.progressViewStyle(style.name))
    }
}
