// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/MagicItem/MagicItem.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
// Cut: MagicItem.execute(on:source:currentItemState:onStep:completion:) and what only it calls (lines 418-893: service calls to a server over WebSocket or REST); the extension does not call it.
import Foundation
import GRDB
import HADesignSystem
import HAKit
import HAKit_PromiseKit
import PromiseKit
import SwiftUI

/// Object that represents iOS item that can be displayed in Watch, Widgets, CarPlay and perform different action types
public struct MagicItem: Codable, Equatable, Hashable {
    /// Identity-based equality for use in sets/dictionaries and caching.
    /// Compares only stable identity fields, not mutable content.
    public static func == (lhs: MagicItem, rhs: MagicItem) -> Bool {
        lhs.id == rhs.id
            && lhs.serverId == rhs.serverId
            && lhs.type == rhs.type
    }

    /// Identity-based hashing consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(serverId)
        hasher.combine(type)
    }

    /// Content-based equality for UI/change detection.
    /// Unlike `==`, this includes mutable fields.
    public func contentEquals(_ other: MagicItem) -> Bool {
        id == other.id
            && serverId == other.serverId
            && type == other.type
            && customization == other.customization
            && action == other.action
            && displayText == other.displayText
            && assistPrompt == other.assistPrompt
            && assistPipelineId == other.assistPipelineId
            && items == other.items
    }

    /// Id match it's type Id, e.g. "script.open_gate"
    public let id: String
    public var serverId: String
    public let type: ItemType
    public var customization: Customization?
    public var action: ItemAction?
    public var displayText: String?
    public var assistPrompt: String?
    public var assistPipelineId: String?
    public var items: [MagicItem]? /// Only for folder type, represents items inside the folder

    /// Server unique ID - e.g. "EB1364-script.open_gate"
    public var serverUniqueId: String {
        "\(serverId)-\(id)"
    }

    /// A hash value that includes mutable content fields, for use as a SwiftUI animation/change detection value.
    public var contentHash: Int {
        var hasher = Hasher()
        hasher.combine(id)
        hasher.combine(serverId)
        hasher.combine(type)
        hasher.combine(customization)
        hasher.combine(action)
        hasher.combine(displayText)
        hasher.combine(assistPrompt)
        hasher.combine(assistPipelineId)
        hasher.combine(items?.map(\.contentHash))
        return hasher.finalize()
    }

    /// True for items the watch only displays — a sensor entity, whose row opens a details screen
    /// instead of running anything. Nothing else about the item (colors, name, icon) differs.
    public var isWatchDisplayOnly: Bool {
        type == .entity && domain?.isWatchDisplayOnly == true
    }

    /// True for the item types that start an Assist session (a pipeline, or a written prompt) rather
    /// than calling a service.
    public var isAssist: Bool {
        type == .assistPipeline || type == .assistPrompt
    }

    /// Domain retrieved from id when item is entity else nil
    public var domain: Domain? {
        if let domainString = id.split(separator: ".").first, let domain = Domain(rawValue: String(domainString)) {
            return domain
        } else {
            return nil
        }
    }

    public init(
        id: String,
        serverId: String,
        type: ItemType,
        customization: Customization? = .init(),
        action: ItemAction? = .default,
        displayText: String? = nil,
        assistPrompt: String? = nil,
        assistPipelineId: String? = nil,
        items: [MagicItem]? = nil
    ) {
        self.id = id
        self.serverId = serverId
        self.type = type
        self.customization = customization
        self.action = action
        self.displayText = displayText
        self.assistPrompt = assistPrompt
        self.assistPipelineId = assistPipelineId
        self.items = items
    }

    public enum ItemType: String, Codable {
        case script
        case scene
        case entity
        case folder
        /// An entry that opens one area's entities. `id` is the area id and `serverId` the server it
        /// belongs to, so `serverUniqueId` matches `AppArea.id`. It holds no children — the area's
        /// entities are resolved live when the screen opens.
        case area
        case assistPipeline
        case assistPrompt
        /// An existing watch complication, rendered inline in the watch's item list. `id` is the
        /// `WatchComplicationConfig` id (a UUID), not an entity id.
        case complication
        case unsupported

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let rawValue = try container.decode(String.self)
            self = Self(rawValue: rawValue) ?? .unsupported
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    public struct Customization: Codable, Equatable, Hashable {
        public var iconColor: String?
        public var textColor: String?
        public var backgroundColor: String?
        /// If true, execution will request confirmation before running
        public var requiresConfirmation: Bool
        /// Override icon, MaterialDesignIcons name
        public var icon: String?
        /// True only when the user explicitly picked a custom icon via the icon picker
        public var iconIsCustomized: Bool?

        public var useCustomColors: Bool {
            textColor != nil || backgroundColor != nil
        }

        public init(
            iconColor: String? = nil,
            textColor: String? = nil,
            backgroundColor: String? = nil,
            requiresConfirmation: Bool = false,
            icon: String? = nil,
            iconIsCustomized: Bool = false
        ) {
            self.iconColor = iconColor
            self.textColor = textColor
            self.backgroundColor = backgroundColor
            self.requiresConfirmation = requiresConfirmation
            self.icon = icon
            self.iconIsCustomized = iconIsCustomized
        }
    }

    public struct Info: WatchCodable, Equatable {
        /// Server unique ID - "\(serverId)-(entityId)"
        public let id: String
        public let name: String
        public let iconName: String
        public let customization: Customization?
        /// Optional secondary "context" line shown under the name on configuration screens
        /// (`[Server • ]Area • Device`). `nil` when there's nothing meaningful to show, or for item
        /// types without entity context (folders, assist pipelines/prompts). Populated by
        /// `MagicItemProvider.getInfo`; not used when rendering the item itself on a widget/watch face.
        public let contextSubtitle: String?

        public init(
            id: String,
            name: String,
            iconName: String,
            customization: Customization? = nil,
            contextSubtitle: String? = nil
        ) {
            self.id = id
            self.name = name
            self.iconName = iconName
            self.customization = customization
            self.contextSubtitle = contextSubtitle
        }
    }

    /// Icon for given magic item type
    public func icon(info: Info) -> MaterialDesignIcons {
        var icon: MaterialDesignIcons
        if let icon = customization?.icon {
            return MaterialDesignIcons(named: icon, fallback: .dotsGridIcon)
        } else {
            switch type {
            case .scene:
                icon = MaterialDesignIcons(named: info.iconName, fallback: .scriptTextOutlineIcon)
            case .script, .entity:
                icon = MaterialDesignIcons(
                    serversideValueNamed: info.iconName,
                    fallback: .dotsGridIcon
                )
            case .folder:
                icon = .folderIcon
            case .area:
                icon = MaterialDesignIcons(
                    serversideValueNamed: info.iconName,
                    fallback: .textureBoxIcon
                )
            case .complication:
                icon = MaterialDesignIcons(serversideValueNamed: info.iconName, fallback: .watchIcon)
            case .assistPipeline:
                icon = .microphoneIcon
            case .assistPrompt:
                icon = .messageProcessingOutlineIcon
            case .unsupported:
                icon = .dotsGridIcon
            }
        }

        return icon
    }

    /// Name to be visible when rendegin item, priority: displayText -> info.name
    public func name(info: Info) -> String {
        displayText ?? info.name
    }

    public var widgetInteractionType: WidgetInteractionType {
        let magicItem = self

        if magicItem.type == .assistPipeline {
            return assistIntent(
                serverId: magicItem.serverId,
                pipelineId: magicItem.assistPipelineId ?? magicItem.id,
                startListening: true
            )
        }

        guard let domain = magicItem.domain else { return .appIntent(.refresh) }

        var interactionType: WidgetInteractionType = .appIntent(.refresh)

        if let magicItemAction = magicItem.action, magicItemAction != .default {
            switch magicItemAction {
            case .default:
                // This block of code should not be reached, default should not be handled here
                // Returning something to avoid compiler error
                interactionType = .appIntent(.refresh)
            case .moreInfoDialog:
                interactionType = navigateIntent(url: AppConstants.openEntityDeeplinkURL(
                    entityId: magicItem.id,
                    serverId: magicItem.serverId
                ))
            case .nothing:
                interactionType = .appIntent(.refresh)
            case let .navigate(path):
                interactionType = navigateIntent(path: path)
            case let .runScript(serverId, scriptId):
                interactionType = .appIntent(.activate(
                    entityId: scriptId,
                    domain: Domain.script.rawValue,
                    serverId: serverId
                ))
            case let .assist(serverId, pipelineId, startListening):
                interactionType = assistIntent(
                    serverId: serverId,
                    pipelineId: pipelineId,
                    startListening: startListening
                )
            }
        } else if let mainAction = domain.mainAction {
            switch mainAction {
            case .press:
                interactionType = .appIntent(.press(
                    entityId: magicItem.id,
                    domain: domain.rawValue,
                    serverId: magicItem.serverId
                ))
            case .toggle, .trigger:
                interactionType = .appIntent(.toggle(
                    entityId: magicItem.id,
                    domain: domain.rawValue,
                    serverId: magicItem.serverId
                ))
            case .turnOn where domain == .scene || domain == .script:
                interactionType = .appIntent(.activate(
                    entityId: magicItem.id,
                    domain: domain.rawValue,
                    serverId: magicItem.serverId
                ))
            default:
                interactionType = navigateIntent(url: AppConstants.openEntityDeeplinkURL(
                    entityId: magicItem.id,
                    serverId: magicItem.serverId
                ))
            }
        } else {
            interactionType = navigateIntent(url: AppConstants.openEntityDeeplinkURL(
                entityId: magicItem.id,
                serverId: magicItem.serverId
            ))
        }

        return interactionType
    }

    private func navigateIntent(path: String) -> WidgetInteractionType {
        let magicItem = self
        var path = path
        if path.hasPrefix("/") {
            path.removeFirst()
        }
        if let url = AppConstants.navigateDeeplinkURL(
            path: path,
            serverId: magicItem.serverId,
            avoidUnnecessaryReload: true
        ) {
            return .widgetURL(url)
        } else {
            return .appIntent(.refresh)
        }
    }

    private func navigateIntent(url: URL?) -> WidgetInteractionType {
        guard let url else {
            return .appIntent(.refresh)
        }
        return .widgetURL(url)
    }

    private func assistIntent(serverId: String, pipelineId: String, startListening: Bool) -> WidgetInteractionType {
        if let url = AppConstants.assistDeeplinkURL(
            serverId: serverId,
            pipelineId: pipelineId,
            startListening: startListening
        ) {
            return .widgetURL(url)
        } else {
            return .appIntent(.refresh)
        }
    }
}

public enum MagicItemError: Error {
    case unknownDomain
}

public enum ItemAction: Codable, CaseIterable, Equatable, Hashable {
    public static var allCases: [ItemAction] = [
        .default,
        .moreInfoDialog,
        .navigate(""),
        .runScript("", ""),
        .assist("", "", false),
        .nothing,
    ]

    case `default`
    case moreInfoDialog
    case navigate(_ navigationPath: String)
    case runScript(_ serverId: String, _ scriptId: String)
    case assist(_ serverId: String, _ pipelineId: String, _ startListening: Bool)
    case nothing

    public var id: String {
        switch self {
        case .default:
            return "default"
        case .moreInfoDialog:
            return "moreInfoDialog"
        case .navigate:
            return "navigate"
        case .runScript:
            return "runScript"
        case .assist:
            return "assist"
        case .nothing:
            return "nothing"
        }
    }

    public var name: String {
        switch self {
        case .default:
            return L10n.Widgets.Action.Name.default
        case .moreInfoDialog:
            return L10n.Widgets.Action.Name.moreInfoDialog
        case .navigate:
            return L10n.Widgets.Action.Name.navigate
        case .runScript:
            return L10n.Widgets.Action.Name.runScript
        case .assist:
            return L10n.Widgets.Action.Name.assist
        case .nothing:
            return L10n.Widgets.Action.Name.nothing
        }
    }
}

public extension MagicItem {
    static var defaultAssistIconColorHex: String {
        Color.haPrimary.hex() ?? Color.brand50.hex() ?? ""
    }

    // (cut: execute(on:source:currentItemState:onStep:completion:) and its helpers, published lines 418-893)
}
