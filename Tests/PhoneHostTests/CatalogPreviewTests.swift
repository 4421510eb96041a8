import DomainModel
import Foundation
import Synchronization
import PhoneHost
import Codec
import RelayWire
import Testing
import WidgetRelayKit

/// The catalog carries the bundle's `#Preview`s, archived on the phone from the author's own
/// preview data: widget previews for the asker's families and the bundle's kinds, Live
/// Activity previews for the bundle's activities, view previews always; one that fails is left out.
@Suite("The catalog's #Previews")
struct CatalogPreviewTests {
    /// The sample apps' previews as a catalog lists them (the test program links others too).
    static func samples(_ catalog: Relay_V1_WidgetCatalog) throws -> [CatalogPreview] {
        try catalog.previews.map(WireCodec.decode).filter { $0.source.hasPrefix("SampleApps/") }.sorted {
            $0.source < $1.source
        }
    }

    @Test(
        "a desktop gets the sample apps' widget and Live Activity previews with their entries; a watch only what it shows",
        arguments: Wiring.allCases)
    func samplePreviews(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk"), watch = try TestDevice.make("wrist", .watch)
        let phone = try await PhoneHarness.launch(devices: [desk, watch], wiring: wiring)
        let mirror = try await TestMirror.connect(desk, to: phone)
        let onDesk = try Self.samples(try await mirror.request { $0.catalogRequest = .init() }.catalog)
        #expect(onDesk.map(\.name) == ["On the way", nil, "Large"])
        guard onDesk.count == 3, case .activity(_, .content, let states) = onDesk[0].content,
            case .timeline("EmojiRangerWidget", .systemSmall, let small) = onDesk[1].content,
            case .timeline("EmojiRangerWidget", .systemLarge, let large) = onDesk[2].content
        else {
            Issue.record("not the sample apps' previews: \(onDesk)")
            return
        }
        #expect(states.count == 2)
        #expect(
            small.map(\.date) == [
                Date(timeIntervalSince1970: 1_790_000_000), Date(timeIntervalSince1970: 1_790_003_600),
            ])
        #expect(small.map { $0.view.texts.first } == ["🐳", "🐼"])
        #expect(large.count == 1 && large[0].view.texts.contains("Unipony"))
        // Asked for the large family only: the small preview stays home.
        let largeOnly = try Self.samples(
            try await mirror.request { $0.catalogRequest = .with { $0.families = [.systemLarge] } }.catalog)
        #expect(largeOnly.map(\.name) == ["On the way", "Large"])
        await mirror.close()

        let wrist = try await TestMirror.connect(watch, to: phone)
        let onWatch = try Self.samples(try await wrist.request { $0.catalogRequest = .init() }.catalog)
        #expect(onWatch.map(\.name) == ["On the way"])
        await wrist.close()
        await phone.stop()
    }

    @Test("a preview whose code fails, or whose widget is not the bundle's, is left out; the others are served")
    func leftOut() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(
            devices: [desk], previews: [WrongEntryPreview.self, OtherBundlePreview.self, ViewPreview.self])
        let mirror = try await TestMirror.connect(desk, to: phone)
        let previews = try await mirror.request { $0.catalogRequest = .init() }.catalog.previews.map(WireCodec.decode)
        #expect(previews.map(\.name) == ["A view"])
        #expect(previews.first?.content == .view(ViewArchive.archive(Text("Hello"), family: nil)))
        // Archived once: a second catalog runs no preview code again (a failing one costs once).
        let runs = ViewPreview.runs.load(ordering: .relaxed)
        _ = try await mirror.request { $0.catalogRequest = .init() }
        #expect(ViewPreview.runs.load(ordering: .relaxed) == runs)
        await mirror.close()
        await phone.stop()
    }
}

private struct OrphanEntry: TimelineEntry { let date: Date }
private struct OtherEntry: TimelineEntry { let date: Date }

private struct OrphanProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrphanEntry { OrphanEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (OrphanEntry) -> Void) {
        completion(OrphanEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<OrphanEntry>) -> Void) {
        completion(Timeline(entries: [OrphanEntry(date: .now)], policy: .never))
    }
}

/// A widget the sample apps' bundle does not hold.
private struct OrphanWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Orphan", provider: OrphanProvider()) { _ in Text("Orphan") }
    }
}

private enum WrongEntryPreview: PreviewRegistry {
    static var preview: WidgetPreview {
        WidgetPreview("Wrong entry", as: .systemSmall) {
            OrphanWidget()
        } timeline: {
            OtherEntry(date: .now)
        }
    }
}

private enum OtherBundlePreview: PreviewRegistry {
    static var preview: WidgetPreview {
        WidgetPreview("Not this bundle's", as: .systemSmall) {
            OrphanWidget()
        } timeline: {
            OrphanEntry(date: .now)
        }
    }
}

private enum ViewPreview: PreviewRegistry {
    /// How many times the phone has run this preview's code.
    static let runs = Atomic<Int>(0)
    static var preview: WidgetPreview {
        WidgetPreview("A view") {
            runs.add(1, ordering: .relaxed)
            return Text("Hello")
        }
    }
}
