import Foundation

/// Text: a string, or a date the mirror formats when it displays it.
public struct Text: View, ArchivableView {
    public typealias Body = Never
    let content: TextContent

    init(content: TextContent) { self.content = content }
    /// `Text("Hello")`, `Text("Updated \(date, style: .relative)")`: a literal, with what it interpolates.
    public init(_ key: LocalizedStringKey) { content = key.runs.normalized }
    /// `Text(entry.message)`: a string shown as it is (disfavoured, as in SwiftUI, so a
    /// literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init(_ content: some StringProtocol) { self.content = .verbatim(String(content)) }
    /// `Text(resource)`
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { content = .verbatim(resource.key) }
    /// `Text(verbatim:)`
    public init(verbatim content: String) { self.content = .verbatim(content) }
    /// `Text(date, style: .timer)`: resolved by the mirror at display time.
    public init(_ date: Date, style: DateStyle) { content = .date(date, style.value) }
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a timer to the interval's end
    /// (counting down) or from its start. Mirrors keep counting past the end; `pauseTime`
    /// and `showsHours` are not kept.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        content = .date(countsDown ? timerInterval.upperBound : timerInterval.lowerBound, .timer)
    }

    /// `Text + Text`: one text of both runs.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: (lhs.content.runs + rhs.content.runs).normalized)
    }

    /// `Text.DateStyle`
    public struct DateStyle: Sendable, Hashable {
        let value: DateTextStyle
        public static let time = DateStyle(value: .time)
        public static let date = DateStyle(value: .date)
        public static let relative = DateStyle(value: .relative)
        public static let offset = DateStyle(value: .offset)
        public static let timer = DateStyle(value: .timer)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.text(ArchiveLimits.cut(content)))] }
}

/// `Image(systemName:)`, and `Image(name)` for an asset, archived by name.
public struct Image: View, ArchivableView {
    public typealias Body = Never
    let name: String
    /// The bytes of an image made from data (`Image(uiImage:)`); archived as a photo symbol
    /// until the archive carries image bytes (the renderers' part).
    let encoded: Data?
    public init(systemName: String) {
        name = systemName
        encoded = nil
    }
    public init(_ name: String) {
        self.name = name
        encoded = nil
    }
    /// An image from encoded bytes (PNG, JPEG…), as `Image(uiImage:)` makes one.
    public init(encoded data: Data) {
        name = "photo"
        encoded = data
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.image(systemName: name))] }

    /// `.resizable()`: mirrors size symbols to fit already.
    public func resizable() -> Image { self }
}

/// `Label(_:systemImage:)`
public struct Label: View, ArchivableView {
    public typealias Body = Never
    let title: String
    let systemImage: String
    public init(_ title: some StringProtocol, systemImage: String) {
        self.title = String(title)
        self.systemImage = systemImage
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.label(title: ArchiveLimits.cut(title), systemImage: systemImage))] }
}

/// `Spacer(minLength:)`
public struct Spacer: View, ArchivableView {
    public typealias Body = Never
    let minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.spacer(minLength: minLength))] }
}

/// `Divider()`
public struct Divider: View, ArchivableView {
    public typealias Body = Never
    public init() {}
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.divider)] }
}

/// `Gauge(value:in:) { label } currentValueLabel: { … }`
public struct Gauge: View, ArchivableView {
    public typealias Body = Never
    let value: Double
    let bounds: ClosedRange<Double>
    let label: any View
    let currentValueLabel: (any View)?
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View) {
        self.value = value
        self.bounds = bounds
        self.label = label()
        currentValueLabel = nil
    }
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.value = value
        self.bounds = bounds
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        [ViewNode(.gauge(GaugeNode(value: value, minimum: bounds.lowerBound, maximum: bounds.upperBound,
                                   label: archiver.single(label), currentValueLabel: currentValueLabel.map { archiver.single($0) },
                                   style: nil)))]
    }
}
