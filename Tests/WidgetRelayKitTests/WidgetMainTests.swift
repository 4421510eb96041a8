import Foundation
import Testing

@testable import WidgetRelayKit

/// `@main` on one `Widget` (Eul's CpuWidget, LoopCaregiver's watch extension): Apple's `Widget`
/// has a static `main()`, which serves a bundle of that widget alone.
@Suite("Widget.main()")
struct WidgetMainTests {
    struct LoneWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Lone", provider: LoneProvider()) { _ in Text("Lone") }
        }
    }

    struct LoneProvider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
            completion(SimpleEntry(date: .distantPast))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            completion(Timeline(entries: [SimpleEntry(date: .distantPast)], policy: .never))
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
    }

    @Test("a Widget has a synchronous static main() (compiles; it never returns, so is not run)")
    func mainExists() {
        let launch: () -> Void = LoneWidget.main
        #expect(String(describing: type(of: launch)) == "() -> ()")
    }

    @Test("the bundle it serves is that one widget")
    func oneWidgetBundle() {
        let items = OneWidgetBundle<LoneWidget>().items
        #expect(items.count == 1)
        guard case .widget(let widget) = items.first else {
            Issue.record("not a widget: \(items)")
            return
        }
        #expect(widget.kind == "Lone")
    }
}
