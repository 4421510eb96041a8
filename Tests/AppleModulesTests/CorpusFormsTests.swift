import ActivityKit
import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetRelayKit

/// Forms the corpus (Corpus/, tools/corpus) writes that the kit lacked, each as a project wrote
/// it, with Apple's imports.
@Suite("Forms the corpus writes")
struct CorpusFormsTests {
    struct Courier: ActivityAttributes {
        struct ContentState: Codable, Hashable { var step: Int }
        var name: String
    }

    @Test("end(dismissalPolicy:) ends with the last content, as Apple's end(using: nil, …) (CourierLiveActivity)")
    func endWithPolicyOnly() async throws {
        try await AppEnvironment.$current.withValue(.inMemory()) {
            let activity = try Activity<Courier>.request(
                attributes: Courier(name: "Sam"),
                content: ActivityContent(state: .init(step: 2), staleDate: nil))
            await activity.end(dismissalPolicy: .immediate)
            #expect(activity.activityState == .ended || activity.activityState == .dismissed)
            #expect(activity.content.state == Courier.ContentState(step: 2))
        }
    }

    @Test("OS_dispatch_queue_serial(label:) is a serial queue (Emoji Rangers' image loader)")
    func objectiveCQueueClass() {
        let queue = OS_dispatch_queue_serial(label: "image-loader")
        #expect(queue.label == "image-loader")
        #expect(queue.sync { 7 } == 7)
    }

    struct Row: View {
        var body: some View {
            Text("Unread")
                .fixedSize(horizontal: false, vertical: true)
                .overlay(Image(systemName: "star").frame(width: 10, height: 10))
                .overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }
        }
    }

    @Test("fixedSize and overlay in Apple's forms (NetNewsWire, CourierLiveActivity): the overlays drawn in front")
    func fixedSizeAndOverlay() {
        let root = ViewArchive.archive(Row(), family: .systemSmall).root
        guard case .stack(let outer) = root.kind, outer.axis == .depth, outer.children.count == 2,
            case .stack(let inner) = outer.children[0].kind, inner.children.count == 2
        else {
            Issue.record("\(root)"); return
        }
        #expect(outer.alignment == .topTrailing && inner.alignment == .center)
        #expect(inner.children[0].kind == ViewArchive.archive(Text("Unread"), family: .systemSmall).root.kind)
    }

    struct PerformAction: AppIntent {
        static let title: LocalizedStringResource = "Perform Action"
        @Parameter(title: "Action", requestValueDialog: IntentDialog("Which action?")) var action: String?
        @Parameter(title: "Times", default: 1, requestValueDialog: "How many times?") var times: Int
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test(
        "@Parameter with requestValueDialog (Home Assistant) keeps its title and default; .background is the system background"
    )
    func requestValueDialogAndBackground() {
        let intent = PerformAction()
        #expect(intent.action == nil && intent.times == 1)
        #expect(intent.$times.title.key == "Times")
        let white = RGBAValue(red: 1, green: 1, blue: 1), black = RGBAValue(red: 0, green: 0, blue: 0)
        // Resolved where it is drawn: the system background where no backgroundStyle(_:) is set.
        #expect(BackgroundStyle.background.styleValue == .background)
        #expect(
            BackgroundStyle.background.styleValue.resolvingBackground(nil)
                == .color(.adaptive(light: white, dark: black)))
    }
}
