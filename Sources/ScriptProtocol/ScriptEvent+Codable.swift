import Foundation

extension ScriptEvent: Codable {
    private enum Key: String, CodingKey {
        case event, text, message, activities, controls, items, kinds, entityType, entities
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: .event)
        switch name {
        case "status": self = .status(try StatusEvent(from: decoder))
        case "widget": self = .widget(try RenderedWidget(from: decoder))
        case "activities": self = .activities(try container.decode([RenderedActivity].self, forKey: .activities))
        case "controls": self = .controls(try container.decode([RenderedControl].self, forKey: .controls))
        case "interaction": self = .interaction(try InteractionEvent(from: decoder))
        case "stack": self = .stack(try container.decode([StackEntry].self, forKey: .items))
        case "recommendations": self = .recommendations(try container.decode([RecommendationKind].self, forKey: .kinds))
        case "suggestions":
            self = .suggestions(
                entityType: try container.decode(String.self, forKey: .entityType),
                entities: try container.decode([SuggestedEntity].self, forKey: .entities))
        case "gallery": self = .gallery(try container.decode([GalleryKind].self, forKey: .kinds))
        default:
            guard let kind = MessageKind(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .event, in: container, debugDescription: "unknown event “\(name)”")
            }
            self = .message(kind, try container.decode(String.self, forKey: .message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .status(let status): try status.encode(to: encoder)
        case .widget(let widget):
            try widget.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(widget.text, forKey: .text)
        case .activities(let activities):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(activities, forKey: .activities)
        case .controls(let controls):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(controls, forKey: .controls)
        case .interaction(let interaction): try interaction.encode(to: encoder)
        case .stack(let items):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(items, forKey: .items)
        case .recommendations(let kinds):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(kinds, forKey: .kinds)
        case .suggestions(let type, let entities):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(type, forKey: .entityType)
            try container.encode(entities, forKey: .entities)
        case .gallery(let kinds):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(kinds, forKey: .kinds)
        case .message(_, let message):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(message, forKey: .message)
        }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .event)
    }
}
