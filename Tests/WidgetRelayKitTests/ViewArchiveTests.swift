import Foundation
import Testing
import WidgetRelayKit

private struct Ping: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    @Parameter(title: "Target") var target: String
    init() {}
    init(target: String) { self.target = target }
    func perform() async throws -> some IntentResult { .result() }
}

private struct Item: Identifiable {
    let id: String
    let done: Bool
}

private struct ListView: View {
    let items: [Item]
    let showFooter: Bool
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if family == .systemSmall {
                Text("small")
            } else {
                Text("big")
            }
            ForEach(items) { item in
                Toggle(isOn: item.done, intent: Ping(target: item.id)) { Text(item.id) }
            }
            if showFooter {
                Text(Date(timeIntervalSince1970: 1_000), style: .timer)
                    .privacySensitive()
            }
        }
        .invalidatableContent()
    }
}

@Suite("Archiving views")
struct ViewArchiveTests {
    @Test(
        "if/else reads @Environment(\\.widgetFamily) while archiving",
        arguments: [WidgetFamily.systemSmall, .systemMedium])
    func environmentDrivesBranches(family: WidgetFamily) {
        let archive = ViewArchive.archive(ListView(items: [], showFooter: false), family: family)
        #expect(archive.root.plainText == [family == .systemSmall ? "small" : "big"])
        #expect(archive.family == family)
    }

    @Test("element ids follow ForEach ids, so they survive reordering and other entries")
    func stableElementIDs() {
        let first = ViewArchive.archive(
            ListView(items: [Item(id: "a", done: false), Item(id: "b", done: true)], showFooter: false),
            family: .systemMedium)
        let second = ViewArchive.archive(
            ListView(items: [Item(id: "b", done: false), Item(id: "a", done: true)], showFooter: true),
            family: .systemMedium)
        let ids1 = Dictionary(
            uniqueKeysWithValues: first.interactiveElements.map { ($0.invocation?["target"], $0.elementID) })
        let ids2 = Dictionary(
            uniqueKeysWithValues: second.interactiveElements.map { ($0.invocation?["target"], $0.elementID) })
        #expect(ids1 == ids2)
        #expect(Set(ids1.values).count == 2)
        #expect(ids1[.string("a")]?.contains("#a") == true)
        #expect(
            first.interactiveElements.first?.kind
                == .toggle(
                    isOn: false,
                    IntentInvocation(intentType: "Ping", parameters: [.init(name: "target", value: .string("a"))])))
    }

    @Test("optional content, modifiers, and dynamic dates are archived as data")
    func optionalsModifiersDates() throws {
        let archive = ViewArchive.archive(ListView(items: [], showFooter: true), family: .systemLarge)
        #expect(archive.root.isInvalidatable)
        let footer = try #require(archive.root.allNodes.first { $0.isPrivacySensitive })
        #expect(footer.kind == .text(.date(Date(timeIntervalSince1970: 1_000), .timer)))
        let hidden = ViewArchive.archive(ListView(items: [], showFooter: false), family: .systemLarge)
        #expect(!hidden.root.allNodes.contains { $0.isPrivacySensitive })
    }
}

@Suite("Rebuilding intents")
struct IntentRebuildTests {
    private let registry = IntentRegistry([Ping.self])

    @Test("an invocation taken from an intent rebuilds the same intent")
    func roundTrip() async throws {
        let invocation = IntentRegistry.invocation(of: Ping(target: "x"))
        #expect(
            invocation == IntentInvocation(intentType: "Ping", parameters: [.init(name: "target", value: .string("x"))])
        )
        let rebuilt = try #require(try await registry.rebuild(invocation) as? Ping)
        #expect(rebuilt.target == "x")
    }

    @Test(
        "bad invocations are refused with a message that names the culprit",
        arguments: [
            (IntentInvocation(intentType: "Nope"), "unknown intent type “Nope”: the bundle has no intent by that name"),
            (IntentInvocation(intentType: "Ping"), "Ping needs a value for its parameter “target”"),
            (
                IntentInvocation(intentType: "Ping", parameters: [.init(name: "target", value: .int(3))]),
                "the parameter “target” takes String, not Int"
            ),
            (
                IntentInvocation(
                    intentType: "Ping",
                    parameters: [.init(name: "target", value: .string("x")), .init(name: "extra", value: .bool(true))]),
                "Ping has no parameter “extra”"
            ),
        ])
    func refusals(invocation: IntentInvocation, message: String) async {
        do {
            _ = try await registry.rebuild(invocation)
            Issue.record("accepted \(invocation)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
