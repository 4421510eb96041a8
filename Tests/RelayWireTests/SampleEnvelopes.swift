import Foundation
import RelayWire
import SwiftProtobuf

/// Envelopes the wire tests send and compare, built from the generated types.
enum SampleEnvelopes {
    static let entryDate = Date(timeIntervalSince1970: 1_800_000_000)

    /// A timeline update for the task-list widget: a VStack with a date text, a
    /// toggle bound to ToggleTaskIntent, and a SuperCharge-style button with an
    /// entity parameter — every interactive element with its invocation.
    static func timelineUpdate() -> Relay_V1_Envelope {
        var toggle = Relay_V1_ToggleView()
        toggle.elementID = "todo/0/toggle"
        toggle.isOn = false
        toggle.invocation = invocation("ToggleTaskIntent", ["id": string("task-42")])
        toggle.label = text("Buy milk")

        var button = Relay_V1_ButtonView()
        button.elementID = "hero/supercharge"
        var hero = Relay_V1_EntityReference()
        hero.entityType = "CharacterDetail"
        hero.id = "spouty"
        hero.display.title = "Spouty"
        var heroValue = Relay_V1_ParameterValue()
        heroValue.entityValue = hero
        button.invocation = invocation("SuperChargeIntent", ["hero": heroValue])
        var label = Relay_V1_ViewNode()
        label.label = .with {
            $0.title = "⚡️"; $0.systemImage = "bolt.fill"
        }
        button.label = label

        var dateText = Relay_V1_ViewNode()
        dateText.text.date = .with {
            $0.date = Google_Protobuf_Timestamp(date: entryDate); $0.style = .timer
        }

        var toggleNode = Relay_V1_ViewNode()
        toggleNode.toggle = toggle
        toggleNode.modifiers = [.with { $0.invalidatableContent = true }]
        var buttonNode = Relay_V1_ViewNode()
        buttonNode.button = button
        var secret = text("Health 83%")
        secret.modifiers = [.with { $0.privacySensitive = true }, .with { $0.font.textStyle = "headline" }]

        var stack = Relay_V1_ViewNode()
        stack.stack = .with {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 4
            $0.children = [dateText, toggleNode, buttonNode, secret]
        }

        var entry = Relay_V1_TimelineEntry()
        entry.entryID = "e1"
        entry.date = Google_Protobuf_Timestamp(date: entryDate)
        entry.relevance = .with {
            $0.score = 0.75; $0.duration = Google_Protobuf_Duration(seconds: 3600)
        }
        entry.view = .with {
            $0.root = stack
            $0.family = .systemLarge
            $0.renderingMode = .accented
            $0.widgetURL = "emojiranger://hero/spouty"
        }

        var update = Relay_V1_Update()
        update.epoch = 7
        update.seq = 1234
        update.topicSeq = 56
        update.publishedAt = Google_Protobuf_Timestamp(date: entryDate)
        update.timeline = .with {
            $0.instanceID = "instance-1"
            $0.entries = [entry]
            $0.policy = .with { $0.atEnd = true }
            $0.reason = "interaction"
            $0.interactionID = "tap-9"
        }

        var envelope = Relay_V1_Envelope()
        envelope.protocolVersion = 1
        envelope.senderDeviceID = "phone"
        envelope.messageID = "m-1"
        envelope.update = update
        return envelope
    }

    static func text(_ value: String) -> Relay_V1_ViewNode {
        var node = Relay_V1_ViewNode()
        node.text.verbatim = value
        return node
    }

    static func string(_ value: String) -> Relay_V1_ParameterValue {
        var parameter = Relay_V1_ParameterValue()
        parameter.stringValue = value
        return parameter
    }

    static func invocation(_ type: String, _ parameters: KeyValuePairs<String, Relay_V1_ParameterValue>)
        -> Relay_V1_IntentInvocation
    {
        var invocation = Relay_V1_IntentInvocation()
        invocation.intentType = type
        invocation.parameters = parameters.map { name, value in
            .with {
                $0.name = name; $0.value = value
            }
        }
        return invocation
    }
}
