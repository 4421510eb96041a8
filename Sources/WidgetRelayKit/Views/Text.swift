import Foundation

/// Text: a string, or a date the mirror formats when it displays it.
public struct Text: View, ArchivableView {
    public typealias Body = Never
    let content: TextContent
    /// What `Text`'s own modifiers set (`.foregroundStyle(_:)`, `.monospacedDigit()` on a text,
    /// which answer a `Text`): archived as the text node's modifiers (TextStyling.swift).
    var styles: [ModifierValue] = []

    init(content: TextContent, styles: [ModifierValue] = []) {
        self.content = content
        self.styles = styles
    }
    /// `Text("Hello")`, `Text("Updated \(date, style: .relative)")`: a literal, with what it
    /// interpolates, looked up in the extension's strings table (`tableName`, or
    /// `Localizable`) for the phone's locale; as written when there is no translation.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        content = (key.localizedRuns(table: tableName) ?? key.runs).normalized
    }
    /// `Text(entry.message)`: a string shown as it is (disfavoured, as in SwiftUI, so a
    /// literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init(_ content: some StringProtocol) { self.content = .verbatim(String(content)) }
    /// `Text(resource)`
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { content = .verbatim(resource.localized) }
    /// `Text(verbatim:)`
    public init(verbatim content: String) { self.content = .verbatim(content) }
    /// `Text(value, format: .number)`, `Text(date, format: .dateTime.hour())`: formatted on the phone.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = .verbatim(format.format(input))
    }
    /// `Text(value, formatter: formatter)`: formatted on the phone.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        content = .verbatim(formatter.string(for: subject) ?? "")
    }
    /// `Text(nsNumber, formatter: formatter)`
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        content = .verbatim(formatter.string(for: subject) ?? "")
    }
    /// `Text(start...end)`: the range as en_US shows one ("9:41 AM – 10:41 AM" on one day).
    public init(_ dates: ClosedRange<Date>) {
        let formatter = DateIntervalFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateStyle = Calendar.current.isDate(dates.lowerBound, inSameDayAs: dates.upperBound) ? .none : .medium
        formatter.timeStyle = .short
        content = .verbatim(formatter.string(from: dates.lowerBound, to: dates.upperBound))
    }
    /// `Text(dateInterval)`
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }
    /// `Text(image)`: the image as text, inline with other text.
    public init(_ image: Image) { content = [TextRun.image(systemName: image.name)].normalized }
    /// `Text(attributedString)`: its characters (attributes are not kept). Disfavoured, as a
    /// literal (`AttributedString` is one too) is a `LocalizedStringKey`, looked up.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { content = .verbatim(String(attributedContent.characters)) }

    /// `Text(date, style: .timer)`: resolved by the mirror at display time.
    public init(_ date: Date, style: DateStyle) { content = .date(date, style.value) }
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: counted by the mirrors within the
    /// interval (stopping at its end) and paused from `pauseTime` (see `TimerTextValue`).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        content = .timer(
            TimerTextValue(
                start: timerInterval.lowerBound, end: timerInterval.upperBound, pauseTime: pauseTime,
                countsDown: countsDown, showsHours: showsHours))
    }

    /// `Text + Text`: one text of both runs.
    /// relay.v1 styles a text node as a whole, not its runs: the styles both sides share are
    /// kept, the others dropped (the struck-through, secondary half of OneBusAway's corrected
    /// time is drawn as the rest of its line).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(
            content: (lhs.content.runs + rhs.content.runs).normalized,
            styles: lhs.styles.filter { rhs.styles.contains($0) })
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

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        [ViewNode(.text(ArchiveLimits.cut(content).cased(EnvironmentValues.current.textCase)), modifiers: styles)]
    }
}

/// `Image(systemName:)`; `Image("Name")` for an image of the extension's asset catalog, archived
/// with its bytes (``ExtensionResources``; a name no catalog has is archived by name, as a
/// symbol); `Image(uiImage:)` with bytes, archived with them (``EncodedImageView``).
public struct Image: View, ArchivableView {
    public typealias Body = Never
    let name: String
    /// The bytes of an image made from data (`Image(uiImage:)`) or read from a catalog.
    let encoded: Data?
    /// Its pixels a point.
    let scale: Double
    public init(systemName: String) {
        name = systemName
        encoded = nil
        scale = 1
    }
    public init(_ name: String) { self.init(name, bundlePath: nil) }
    /// An image from encoded bytes (PNG, JPEG…), as `Image(uiImage:)` makes one.
    public init(encoded data: Data, scale: Double = 1) {
        name = "photo"
        encoded = data
        self.scale = scale
    }
    /// The catalog image `name` of the bundle at `bundlePath` (the extension's when nil or not found there).
    init(_ name: String, bundlePath: String?) {
        self.name = name
        let image =
            bundlePath.flatMap { ExtensionResources.inBundle(atPath: $0)?.image(named: name) }
            ?? ExtensionResources.current.image(named: name)
        encoded = image?.data
        scale = image?.scale ?? 1
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        if let encoded { return EncodedImageView(data: encoded, scale: scale).archive(archiver) }
        return [ViewNode(.image(systemName: name))]
    }

    /// `.resizable()`: mirrors size symbols to fit already.
    public func resizable() -> Image { self }

    /// `.resizable(resizingMode:)`
    public func resizable(resizingMode: ResizingMode) -> Image { self }

    /// `Image.ResizingMode`
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }

    /// `Image.TemplateRenderingMode`
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }

    /// `.renderingMode(_:)`: accepted; mirrors draw symbols in the foreground style and images as they are.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
}

/// A title with an icon (`Label`): `Label("Rain", systemImage: "cloud.rain")`, an asset's
/// image, or any two views (`Label { Text(…) } icon: { … }`).
public struct Label<Title: View, Icon: View>: View, ArchivableView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// `Label { title } icon: { icon }`
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    init(title: Title, icon: Icon) {
        self.title = title
        self.icon = icon
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        // A text and a symbol: the archive's label node, which both renderers draw as a label.
        if let text = title as? Text, case .verbatim(let string) = text.content, let image = icon as? Image,
            image.encoded == nil
        {
            return [ViewNode(.label(title: ArchiveLimits.cut(string), systemImage: image.name))]
        }
        return archiver.archive(
            HStack {
                icon; LabelTitle(content: title)
            })
    }
}

/// A label's title as the label's style is given it: one view (`LabelStyleConfiguration.Title`).
/// Several views in it (`Label { Text(a); Text(b) } icon: { … }`, FoodTruck's parking spot) are
/// laid out as one column beside the icon, leading-aligned, not as more views in the label's row.
struct LabelTitle: View, ArchivableView {
    typealias Body = Never
    let content: any View

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let nodes = archiver.archive(content)
        guard nodes.count > 1 else { return nodes }
        return [
            ViewNode(
                .stack(
                    StackNode(
                        axis: .vertical, alignment: HorizontalAlignment.leading.value, spacing: nil, children: nodes))
            )
        ]
    }
}

extension Label where Title == Text, Icon == Image {
    /// `Label(_:systemImage:)` with a literal.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: Text(titleKey), icon: Image(systemName: name))
    }
    /// `Label(_:systemImage:)` with a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage name: String) {
        self.init(title: Text(title), icon: Image(systemName: name))
    }
    /// `Label(_:image:)`: an image of the asset catalog, by name.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: Text(titleKey), icon: Image(name))
    }
    /// `Label(_:image:)` with a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, image name: String) {
        self.init(title: Text(title), icon: Image(name))
    }
    /// `Label(_:image:)` with a generated asset symbol.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: Text(titleKey), icon: Image(resource))
    }
    /// `Label(_:image:)` with a string and a generated asset symbol.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, image resource: ImageResource) {
        self.init(title: Text(title), icon: Image(resource))
    }
}

/// `Spacer(minLength:)`
public struct Spacer: View, ArchivableView {
    public typealias Body = Never
    let minLength: Double?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
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
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.value = value
        self.bounds = bounds
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
    /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`: the
    /// bounds' labels are accepted (the archive's gauge shows its value and current label).
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View,
        @ViewBuilder currentValueLabel: () -> some View, @ViewBuilder minimumValueLabel: () -> some View,
        @ViewBuilder maximumValueLabel: () -> some View
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
    }

    /// `Gauge(value:in:label:)` with an integer or other value: as a `Double`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View
    ) {
        self.init(value: Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label)
    }

    /// `Gauge(value:in:label:currentValueLabel:)` with another floating-point type.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            value: Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label,
            currentValueLabel: currentValueLabel)
    }

    /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)` with another floating-point type.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View,
        @ViewBuilder currentValueLabel: () -> some View, @ViewBuilder minimumValueLabel: () -> some View,
        @ViewBuilder maximumValueLabel: () -> some View
    ) {
        self.init(
            value: Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label,
            currentValueLabel: currentValueLabel)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        [
            ViewNode(
                .gauge(
                    GaugeNode(
                        value: value, minimum: bounds.lowerBound, maximum: bounds.upperBound,
                        label: archiver.single(
                            EnvironmentValues.current.labelsHidden ? EmptyView() as any View : label),
                        currentValueLabel: currentValueLabel.map { archiver.single($0) }, style: nil)))
        ]
    }
}
