import Foundation
import Testing
import WidgetRelayKit

/// The width a widget is offered, as a view that reads it shows it.
private struct OfferedWidth: View {
    var background = true
    var body: some View {
        let reader = GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        if background {
            reader.containerBackground(.blue, for: .widget)
        } else {
            reader
        }
    }
}

@Suite("Content margins as iOS 17 decides them")
struct ContentMarginsArchiveTests {
    @Test("a widget with a container background is offered the family's size less its margins")
    func withBackground() {
        let view = ViewArchive.archive(OfferedWidth(), family: .systemSmall)
        #expect(view.texts == ["138×138"])
        #expect(!view.appearance.contentMarginsDisabled)
    }

    @Test("a widget with no container background is drawn as before iOS 17: the whole size, no margins")
    func withoutBackground() {
        let view = ViewArchive.archive(OfferedWidth(background: false), family: .systemMedium)
        #expect(view.texts == ["364×170"])
        #expect(view.appearance.contentMarginsDisabled)
        #expect(view.containerBackground == nil)
    }

    @Test("a family without margins is left as it is")
    func familyWithoutMargins() {
        let view = ViewArchive.archive(OfferedWidth(background: false), family: .accessoryCircular)
        #expect(view.texts == ["76×76"])
        #expect(!view.appearance.contentMarginsDisabled)
    }

    @Test("contentMarginsDisabled() offers the whole size to every call of the widget, and the archive says so")
    func disabledByConfiguration() async throws {
        let items = StaticConfiguration(kind: "Margins", provider: DistantPastProvider()) { _ in OfferedWidth() }
            .contentMarginsDisabled().bundleItems
        guard case .widget(let widget) = try #require(items.first) else { throw CancellationError() }
        let context = TimelineProviderContext(family: .systemSmall)
        let snapshot = try await widget.snapshot(for: nil, in: context).view
        #expect(snapshot.texts == ["170×170"])
        #expect(snapshot.appearance.contentMarginsDisabled)
        #expect(snapshot.containerBackground != nil)
        let entry = try #require(try await widget.timeline(for: nil, in: context).entries.first?.view)
        #expect(entry.texts == ["170×170"])
        #expect(try await widget.placeholder(in: context).view.appearance.contentMarginsDisabled)

        let plain = StaticConfiguration(kind: "Margins", provider: DistantPastProvider()) { _ in OfferedWidth() }
            .bundleItems
        guard case .widget(let marginal) = try #require(plain.first) else { throw CancellationError() }
        #expect(try await marginal.snapshot(for: nil, in: context).view.texts == ["138×138"])
    }
}

/// `view` archived as a widget that sets a container background, as every widget written for
/// iOS 17 does: offered the family's size less its content margins (the layout tests' premise).
func withMargins(_ view: some View, family: WidgetFamily?) -> ArchivedView {
    ViewArchive.archive(view.containerBackground(.clear, for: .widget), family: family)
}
