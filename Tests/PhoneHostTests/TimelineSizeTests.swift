import Foundation
import PhoneHost
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

/// Apps whose timelines are too big for a widget: one text of a megabyte, and a timeline of
/// 200 entries whose texts are each at the archiver's limit (about 800 KiB encoded).
enum WordyApp {
    struct Entry: TimelineEntry {
        let date: Date
        let text: String
    }

    struct Provider: TimelineProvider {
        let text: String
        let entries: Int
        func placeholder(in context: Context) -> Entry { Entry(date: Date(), text: "") }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let start = Date(timeIntervalSince1970: 1_795_000_000)
            completion(
                Timeline(
                    entries: (0..<entries).map { Entry(date: start + Double($0) * 60, text: text) }, policy: .never))
        }
    }

    struct Wordy: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(
                kind: "Wordy", provider: Provider(text: String(repeating: "w", count: 1 << 20), entries: 1)
            ) { Text($0.text) }
            .supportedFamilies([.systemSmall])
        }
    }

    struct Huge: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(
                kind: "Huge",
                provider: Provider(text: String(repeating: "h", count: ArchiveLimits.maxTextCharacters), entries: 200)
            ) {
                Text($0.text)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    static var items: [BundleItem] { Wordy().body.bundleItems + Huge().body.bundleItems }
}

/// Issue #34, point 2: what the phone archives and publishes is bounded (`ArchiveLimits`).
@Suite("The phone bounds what it archives", .heavy)
struct TimelineSizeTests {
    @Test(
        "a megabyte of text is published cut to 4,096 characters; a timeline over 512 KiB is refused, and the phone goes on",
        arguments: Wiring.allCases)
    func bounds(_ wiring: Wiring) async throws {
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(devices: [a], extraItems: WordyApp.items, wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        let wordy = try await mirror.add("Wordy", .systemSmall)
        let view = try await mirror.next("Wordy's timeline") { $0.timeline.instanceID == wordy.instanceID }.timeline
            .firstView
        guard case .text(.verbatim(let text)) = view.root.kind else { throw TestFailure("\(view.root.kind)") }
        #expect(text.count == ArchiveLimits.maxTextCharacters && text.hasSuffix("…"))

        // Huge's first reload is refused before its add is answered: the instance is held, with no
        // timeline, and the phone serves the next request as ever.
        let huge = try await mirror.add("Huge", .systemSmall)
        let (counter, _) = try await mirror.addCounter()
        let snapshot = try await mirror.request { $0.snapshotRequest = .init() }.snapshot
        let held = try #require(snapshot.instances.first { $0.instance.instanceID == huge.instanceID })
        #expect(!held.hasTimeline, "the phone keeps no timeline it refused")
        #expect(snapshot.instances.first { $0.instance.instanceID == counter }?.hasTimeline == true)
        await mirror.close()
        await phone.stop()
    }
}
