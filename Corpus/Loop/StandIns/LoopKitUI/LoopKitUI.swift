// Stand-in for LoopKitUI, the app's own package (ours, not the project's): the plug-in UI protocols
// and descriptors the app's PluginManager names (LoopKit/LoopKit's LoopKitUI/PumpManagerUI.swift,
// CGMManagerUI.swift, ServiceUI.swift, OnboardingUI.swift, SupportUI.swift, LoopUIPlugin.swift,
// HUDProvider.swift), reduced to what the app's shared code calls; no views.
import Foundation
import LoopKit

/// A plug-in's entry in a list: its identifier and title.
public struct PumpManagerDescriptor {
    public let identifier: String
    public let localizedTitle: String
    public init(identifier: String, localizedTitle: String) {
        self.identifier = identifier
        self.localizedTitle = localizedTitle
    }
}

public struct CGMManagerDescriptor {
    public let identifier: String
    public let localizedTitle: String
    public init(identifier: String, localizedTitle: String) {
        self.identifier = identifier
        self.localizedTitle = localizedTitle
    }
}

public struct ServiceDescriptor {
    public let identifier: String
    public let localizedTitle: String
    public init(identifier: String, localizedTitle: String) {
        self.identifier = identifier
        self.localizedTitle = localizedTitle
    }
}

/// The status view a pump or CGM shows in the app's HUD (a UIKit view in LoopKitUI).
open class BaseHUDView {
    public init() {}
}

/// Provides a HUD view and the state to rebuild it elsewhere (the widget, the watch).
public protocol HUDProvider: AnyObject {
    typealias HUDViewRawState = [String: Any]
    var managerIdentifier: String { get }
    var hudViewRawState: HUDViewRawState { get }
}

public protocol PumpManagerUI: PumpManager {
    static func createHUDView(rawValue: HUDProvider.HUDViewRawState) -> BaseHUDView?
}

public protocol CGMManagerUI: CGMManager {}
public protocol ServiceUI: Service {}

/// Onboarding flows and support screens a plug-in provides.
public protocol OnboardingUI: AnyObject {
    static func createOnboarding() -> OnboardingUI
    var pluginIdentifier: String { get }
}

public protocol SupportUI: AnyObject {
    static var pluginIdentifier: String { get }
    init()
}

/// A plug-in bundle's principal class, by what it provides.
public protocol PumpManagerUIPlugin { var pumpManagerType: PumpManagerUI.Type? { get } }
public protocol CGMManagerUIPlugin { var cgmManagerType: CGMManagerUI.Type? { get } }
public protocol ServiceUIPlugin { var serviceType: ServiceUI.Type? { get } }
public protocol OnboardingUIPlugin { var onboardingType: OnboardingUI.Type? { get } }
public protocol SupportUIPlugin { var support: SupportUI { get } }
