import Foundation
import PhoneHost
import Codec
import TestSupport
import RelayWire
@testable import SampleApps
import Synchronization
import Testing
import WidgetRelayKit

/// A widget with a `Link`, for the app's `onOpenURL`.
enum LinkApp {
    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_795_000_000)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct Linked: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Linked", provider: Provider()) { _ in
                Link(destination: URL(string: "linked://item/7")!) { Text("Item 7") }
            }
            .supportedFamilies([.systemMedium])
        }
    }

    static var items: [BundleItem] { Linked().body.bundleItems }
}

/// What the app's handlers saw (an app's own record of being opened).
final class Seen: Sendable {
    let urls = Mutex<[URL]>([])
    let activities = Mutex<[(type: String, character: String?)]>([])
}

/// Issue #33, "opening the app for real": a widget's URL, a `Link` and a complication reach the
/// app's handlers (`onOpenURL`, `onContinueUserActivity` with `widgetConfigurationIntent(of:)`),
/// in the app's lane; what they did comes back in the reply and in the status.
@Suite("Opening the app: the app's handlers", .heavy)
struct AppOpeningTests {
    @Test(
        "a widgetURL, a Link and a complication reach the app's handlers with the URL and the configuration",
        arguments: Wiring.allCases)
    func handlersSeeURLAndConfiguration(_ wiring: Wiring) async throws {
        let seen = Seen()
        let scene = AppScene()
            .onOpenURL { url in seen.urls.withLock { $0.append(url) } }
            .onContinueUserActivity("CharacterDetail") { activity in
                let intent = activity.widgetConfigurationIntent(of: EmojiRangers.SelectCharacterIntent.self)
                seen.activities.withLock { $0.append((activity.activityType, intent?.character.id)) }
            }
            .sceneDescription { "screen \(seen.urls.withLock(\.count) + seen.activities.withLock(\.count))" }
        let desk = try TestDevice.make("desk"), watch = try TestDevice.make("watch", .watch)
        let phone = try await PhoneHarness.launch(
            devices: [desk, watch], extraItems: LinkApp.items, appScene: scene, wiring: wiring)
        let mirror = try await TestMirror.connect(desk, to: phone)
        let onWatch = try await TestMirror.connect(watch, to: phone)

        // A Link's destination.
        let linked = try await mirror.add("Linked", .systemMedium)
        _ = try await mirror.next("Linked's timeline") { $0.timeline.instanceID == linked.instanceID }
        let link = try await mirror.request {
            $0.openURL = .with {
                $0.url = "linked://item/7"; $0.instanceID = linked.instanceID
            }
        }
        #expect(link.ack.appOpened.handlers == ["onOpenURL"])
        #expect(link.ack.appOpened.scene == "screen 1")
        // A widgetURL.
        let list = try await onWatch.add("TasksLeft", .accessoryCircular)
        _ = try await onWatch.next("the complication") { $0.timeline.instanceID == list.instanceID }
        let listed = try await onWatch.request {
            $0.openURL = .with {
                $0.url = "tasks://list"; $0.instanceID = list.instanceID
            }
        }
        #expect(listed.ack.appOpened.handlers == ["onOpenURL"])
        #expect(seen.urls.withLock { $0 } == [URL(string: "linked://item/7")!, URL(string: "tasks://list")!])

        // A complication that shows no URL: the app continues a user activity of its kind, with its configuration.
        let character = try await onWatch.add("CharacterDetail", .accessoryRectangular)
        _ = try await onWatch.next("the character complication") { $0.timeline.instanceID == character.instanceID }
        let own = try #require(AppURL.forWidget(ofKind: "CharacterDetail")?.absoluteString)
        let opened = try await onWatch.request {
            $0.openURL = .with {
                $0.url = own; $0.instanceID = character.instanceID
            }
        }
        #expect(opened.ack.appOpened.handlers == ["onContinueUserActivity(CharacterDetail)"])
        #expect(opened.ack.appOpened.scene == "screen 3")
        let activities = seen.activities.withLock { $0 }
        #expect(activities.map(\.type) == ["CharacterDetail"])
        #expect(
            activities.first?.character == "Power Panda",
            "the configuration the widget was added with (the query's default)")
        #expect(seen.urls.withLock(\.count) == 2, "the app's own URL is not handed to onOpenURL")

        // The status says what the app did for each.
        let status = try await phone.admin { $0.status = true }.adminReply.status
        #expect(
            status.openedUrls.map(\.appOpened.handlers) == [
                ["onOpenURL"], ["onOpenURL"], ["onContinueUserActivity(CharacterDetail)"],
            ])
        #expect(status.openedUrls.map(\.appOpened.scene) == ["screen 1", "screen 2", "screen 3"])
        await onWatch.close()
        await mirror.close()
        await phone.stop()
    }

    @Test(
        "the sample apps open a real scene: a hero's detail from its complication's configuration and from its widget's URL, the to-do list",
        arguments: [Wiring.inMemory])
    func sampleScenes(_ wiring: Wiring) async throws {
        let watch = try TestDevice.make("watch", .watch), desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [watch, desk], wiring: wiring)
        let onWatch = try await TestMirror.connect(watch, to: phone)
        let mirror = try await TestMirror.connect(desk, to: phone)
        func open(_ url: String, _ instance: Relay_V1_WidgetInstance, on mirror: TestMirror) async throws -> String {
            try await mirror.request {
                $0.openURL = .with {
                    $0.url = url; $0.instanceID = instance.instanceID
                }
            }.ack.appOpened.scene
        }
        let character = try await onWatch.add("CharacterDetail", .accessoryRectangular)
        _ = try await onWatch.next("the character complication") { $0.timeline.instanceID == character.instanceID }
        #expect(
            try await open(
                try #require(AppURL.forWidget(ofKind: "CharacterDetail")?.absoluteString), character, on: onWatch)
                == "🐼 Power Panda's detail")

        let hero = try await mirror.add("EmojiRangerWidget", .systemSmall)
        let view = try await mirror.next("the hero widget") { $0.timeline.instanceID == hero.instanceID }.timeline
            .firstView
        #expect(view.widgetURL == URL(string: "emojiranger://hero/spouty"))
        #expect(try await open("emojiranger://hero/spouty", hero, on: mirror) == "🐳 Spouty's detail")

        let list = try await mirror.add("TodoList", .systemMedium)
        _ = try await mirror.next("the list") { $0.timeline.instanceID == list.instanceID }
        #expect(
            try await open(try #require(AppURL.forWidget(ofKind: "TodoList")?.absoluteString), list, on: mirror)
                == "the to-do list (2 left)")
        let status = try await phone.admin { $0.status = true }.adminReply.status
        #expect(
            status.openedUrls.map(\.appOpened.scene) == [
                "🐼 Power Panda's detail", "🐳 Spouty's detail", "the to-do list (2 left)",
            ])
        await mirror.close()
        await onWatch.close()
        await phone.stop()
    }
}
