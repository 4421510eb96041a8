import Foundation
import Synchronization
import Testing
import WidgetRelayKit

/// `AppScene`: which handlers an opening runs, and what it reports.
@Suite("AppScene")
struct AppSceneTests {
    struct Pick: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Pick"
        @Parameter(title: "Name", default: "Spouty") var name: String
    }

    struct Other: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Other"
    }

    @Test(
        "a URL goes to every onOpenURL handler in order; a widget with no URL to its kind's activity handlers, with its configuration; the description only when one ran"
    )
    func handlers() async {
        let log = Mutex<[String]>([])
        let scene = AppScene()
            .onOpenURL { url in log.withLock { $0.append("first \(url.absoluteString)") } }
            .onOpenURL { url in log.withLock { $0.append("second \(url.absoluteString)") } }
            .onContinueUserActivity("Hero") { activity in
                log.withLock {
                    $0.append(
                        "hero \(activity.widgetConfigurationIntent(of: Pick.self)?.name ?? "-") \(activity.widgetConfigurationIntent(of: Other.self) == nil)"
                    )
                }
            }
            .sceneDescription { "shown \(log.withLock(\.count))" }
        #expect(
            await scene.open(URL(string: "app://a")!, kind: "Hero", configuration: Pick())
                == .init(handlers: ["onOpenURL"], scene: "shown 2"))
        #expect(
            await scene.open(nil, kind: "Hero", configuration: Pick())
                == .init(handlers: ["onContinueUserActivity(Hero)"], scene: "shown 3"))
        #expect(await scene.open(nil, kind: "Villain", configuration: nil) == .init())
        #expect(log.withLock { $0 } == ["first app://a", "second app://a", "hero Spouty true"])
        #expect(
            await AppScene().open(URL(string: "app://a")!, kind: nil, configuration: nil) == .init(),
            "no handlers: nothing ran, nothing described")
    }
}
