import Foundation
import Codec
import RelayWire
@testable import SampleApps
import Testing
import WidgetRelayKit

@Suite("Sample intents, performed from archives")
struct SampleIntentTests {
    @Test("SuperCharge, taken from the archived button, changes the store and the next timeline")
    func superCharge() async throws {
        try await inApp {
            let before = try await Samples.timeline("EmojiRangerWidget", .systemLarge).entries[0].view
            #expect(before.node(withText: "Health 83%") != nil)
            // The invocation as a mirror would send it: through the wire and back.
            let wire = WireCodec.encode(try #require(before.interactiveElements.first?.invocation))
            try await Samples.perform(try WireCodec.decode(wire))
            let after = try await Samples.timeline("EmojiRangerWidget", .systemLarge).entries[0].view
            #expect(after.node(withText: "Health 100%") != nil)
        }
    }

    @Test("an AppEntity parameter is resolved through its query when the intent is rebuilt")
    func entityResolved() async throws {
        let invocation = IntentInvocation(
            intentType: "SelectCharacterIntent",
            parameters: [
                .init(name: "character", value: .entity(EntityValue(entityType: "CharacterDetail", id: "Spouty")))
            ])
        let intent = try #require(try await Samples.registry.rebuild(invocation) as? EmojiRangers.SelectCharacterIntent)
        #expect(intent.character.avatar == "🐳")
        #expect(intent.character.healthLevel == 0.83)
        #expect(intent.character.heroType == "Deep Sea Goer")
    }

    @Test("an entity-carrying invocation the phone produced crosses the wire, rebuilds through the query, and performs")
    func entityFromArchiveRoundTrip() async throws {
        let recommendation = try #require(await Samples.widget("CharacterDetail").recommendations().last)
        let bytes: [UInt8] = try WireCodec.encode(recommendation.configuration).serializedBytes()
        let received = try WireCodec.decode(Relay_V1_IntentInvocation(serializedBytes: bytes))
        let intent = try #require(try await Samples.registry.rebuild(received) as? EmojiRangers.SelectCharacterIntent)
        #expect(intent.character.id == "Spouty")
        #expect(intent.character.heroType == "Deep Sea Goer")  // not on the wire: from CharacterQuery.entities(for:)
        _ = try await intent.perform()
    }

    @Test(
        "refusals name what is wrong",
        arguments: [
            (IntentInvocation(intentType: "LaunchRocketIntent"), "LaunchRocketIntent"),
            (
                IntentInvocation(
                    intentType: "SelectCharacterIntent",
                    parameters: [
                        .init(
                            name: "character", value: .entity(EntityValue(entityType: "CharacterDetail", id: "Nobody")))
                    ]),
                "no CharacterDetail with id “Nobody”"
            ),
            (
                IntentInvocation(
                    intentType: "SelectCharacterIntent",
                    parameters: [.init(name: "character", value: .string("Spouty"))]),
                "the parameter “character” takes CharacterDetail, not String"
            ),
            (IntentInvocation(intentType: "ToggleTodoIntent"), "ToggleTodoIntent needs a value for its parameter “id”"),
            (
                IntentInvocation(
                    intentType: "ConfigureWidgetIntent",
                    parameters: [
                        .init(
                            name: "category",
                            value: .enumCase(EnumCaseValue(enumType: "WidgetCategory", rawValue: "archived")))
                    ]),
                "WidgetCategory has no case “archived”"
            ),
        ])
    func refusals(invocation: IntentInvocation, naming: String) async {
        do {
            _ = try await Samples.registry.rebuild(invocation)
            Issue.record("accepted \(invocation)")
        } catch {
            #expect("\(error)".contains(naming), "\(error)")
        }
    }

    @Test(
        "an optional parameter may be left out; a Bool without default: must be given, and the default configuration has it off"
    )
    func optionalsAndDefaults() async throws {
        await #expect {
            try await Samples.registry.rebuild(IntentInvocation(intentType: "ConfigureWidgetIntent"))
        } throws: {
            "\($0)" == "ConfigureWidgetIntent needs a value for its parameter “showCount”"
        }
        let complete = await IntentRegistry.completeConfiguration(of: GuideWidgets.ConfigureWidgetIntent.self)
        #expect(complete["showCount"] == .bool(false))
        let intent = try #require(try await Samples.registry.rebuild(complete) as? GuideWidgets.ConfigureWidgetIntent)
        #expect(intent.category == nil)
        #expect(intent.showCount == false)
        #expect(
            IntentRegistry.schema(of: GuideWidgets.ConfigureWidgetIntent.self).parameters[1].defaultValue
                == .bool(false))
    }

    @Test("timeline(for: nil) uses the default configuration, or throws naming the parameter; never traps")
    func nilConfiguration() async throws {
        try await inApp {
            let character = try await Samples.widget("CharacterDetail").timeline(
                for: nil, in: TimelineProviderContext(family: .systemSmall))
            #expect(character.entries[0].view.texts.contains("Power Panda"))
            let wrong = GuideWidgets.ConfigureWidgetIntent()
            await #expect(throws: IntentRebuildError.self) {
                try await Samples.widget("CharacterDetail").timeline(
                    for: wrong, in: TimelineProviderContext(family: .systemSmall))
            }
        }
    }

    @Test("a toggle whose sync fails throws the error text, and the data does not change")
    func failingToggle() async throws {
        try await inApp {
            _ = try await SampleAppActions.run("tasks.fail-sync", ["Not", "synced"])
            let toggle = try await Samples.timeline("TodoList", .systemMedium).entries[0].view.interactiveElements[0]
            await #expect { try await Samples.perform(toggle.invocation!) } throws: { "\($0)" == "Not synced" }
            let after = try await Samples.timeline("TodoList", .systemMedium).entries[0].view
            #expect(after.interactiveElements[0].kind == toggle.kind)
            _ = try await SampleAppActions.run("tasks.sync-ok")
            try await Samples.perform(toggle.invocation!)
            #expect(
                try await Samples.timeline("TodoList", .systemMedium).entries[0].view.node(withText: "1 left") != nil)
        }
    }

    @Test("the guide's InteractiveWidget and ToggleWidgetView perform their intents")
    func guideIntents() async throws {
        try await inApp {
            let interactive = try await Samples.timeline("Interactive", .systemSmall).entries[0].view
            #expect(interactive.texts == ["Buy milk", "Mark Done"])
            try await Samples.perform(interactive.interactiveElements[0].invocation!)
            #expect(
                try await Samples.timeline("Interactive", .systemSmall).entries[0].view.texts == [
                    "Walk the dog", "Mark Done",
                ])

            let setting = try await Samples.timeline("FeatureSetting", .systemSmall).entries[0].view
            #expect(setting.root.modifiers.contains(.toggleStyle("button")))
            try await Samples.perform(setting.interactiveElements[0].invocation!)
            let after = try await Samples.timeline("FeatureSetting", .systemSmall).entries[0].view
            #expect(
                after.interactiveElements[0].kind == .toggle(isOn: true, setting.interactiveElements[0].invocation!))
        }
    }

    @Test("configuration schemas list parameters in declared order with types, titles and defaults")
    func schemas() throws {
        let character = try #require(Samples.widget("CharacterDetail").configurationSchema)
        #expect(character.title == "Select Character")
        #expect(character.parameters.map(\.name) == ["character"])
        #expect(character.parameters[0].kind == .entity(type: "CharacterDetail"))
        #expect(character.parameters[0].title == "Character")
        #expect(!character.parameters[0].isOptional)

        let configurable = try #require(Samples.widget("ConfigurableWidget").configurationSchema)
        #expect(configurable.parameters.map(\.name) == ["category", "showCount"])
        #expect(configurable.parameters.map(\.order) == [0, 1])
        #expect(configurable.parameters[0].isOptional)
        guard case .enumeration(let type, let cases) = configurable.parameters[0].kind else {
            Issue.record("not an enum"); return
        }
        #expect(type == "WidgetCategory")
        #expect(cases.map(\.rawValue) == ["recent", "favorites", "all"])
        #expect(cases.map { $0.display?.title.key } == ["Recent", "Favorites", "All"])
        #expect(configurable.parameters[1].defaultValue == .bool(false))

        for schema in [character, configurable] {
            #expect(try WireCodec.decode(WireCodec.encode(schema)) == schema)
        }
    }

    @Test("recommendations offer one preconfigured CharacterDetail per character")
    func recommendations() async throws {
        let recommendations = await Samples.widget("CharacterDetail").recommendations()
        #expect(recommendations.map(\.description) == ["Power Panda", "Unipony", "Spouty"])
        #expect(
            recommendations[1].configuration["character"]
                == .entity(
                    EntityValue(
                        entityType: "CharacterDetail", id: "Unipony", display: DisplayRepresentation(title: "🦄 Unipony")
                    )))
        #expect(try WireCodec.decode(WireCodec.encode(recommendations, kind: "CharacterDetail")) == recommendations)
    }
}
