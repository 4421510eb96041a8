import ArgumentParser
import Foundation
import PhoneCore

struct Push: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Deliver a push to the running phone, as APNs would.",
        discussion: "Servers can send the same PushRequest on the phone's ROUTER when paired with --kind server.",
        subcommands: [Widget.self, Activity.self, Controls.self])

    struct Widget: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "A WidgetKit push: reload every widget of a kind.")
        @OptionGroup var options: DataOptions
        @Option(help: "The widget kind (omit for every widget).") var kind = ""

        func run() async throws {
            print(try await withRunningPhone(options) { [kind] in try await $0.push(.widget(kind: kind)) }.text)
        }
    }

    struct Activity: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "An ActivityKit push: update or end a Live Activity by its push token.")
        @OptionGroup var options: DataOptions
        @Option(help: "The activity's push token (hex; `phone-node status` lists them).") var token: String
        @Option(help: "The new ContentState as JSON (at most 4 KB).") var state: String?
        @Option(help: "The stale date (ISO 8601).") var stale: String?
        @Option(help: "The relevance score.") var relevance: Double = 0
        @Option(help: "When the server made the push (ISO 8601); older than the last update is ignored.") var timestamp:
            String?
        @Flag(help: "End the activity.") var end = false
        @Option(help: "With --end: when to dismiss it (ISO 8601; at most 4 hours after it ends).") var dismiss: String?

        func run() async throws {
            var activity = ActivityPush(pushToken: token)
            if let state {
                guard (try? JSONSerialization.jsonObject(with: Data(state.utf8))) != nil else {
                    throw ValidationError("--state is not JSON")
                }
                activity.contentStateJSON = Data(state.utf8)
            }
            if let stale { activity.staleDate = try parseDate(stale) }
            activity.relevanceScore = relevance
            if let timestamp { activity.timestamp = try parseDate(timestamp) }
            activity.end = end
            if let dismiss { activity.dismissalDate = try parseDate(dismiss) }
            let push = PushRequest.activity(activity)
            print(try await withRunningPhone(options) { try await $0.push(push) }.text)
        }
    }

    struct Controls: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Reload controls.")
        @OptionGroup var options: DataOptions
        @Option(help: "The control kind (omit for every control).") var kind = ""

        func run() async throws {
            print(try await withRunningPhone(options) { [kind] in try await $0.push(.controls(kind: kind)) }.text)
        }
    }
}
