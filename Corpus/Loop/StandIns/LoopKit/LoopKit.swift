// Stand-in for LoopKit, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import Foundation

/// The Info.plist keys by which a Loop plug-in bundle names what it provides.
public enum LoopPluginBundleKey: String {
    case pumpManagerDisplayName = "com.loopkit.Loop.PumpManagerDisplayName"
    case pumpManagerIdentifier = "com.loopkit.Loop.PumpManagerIdentifier"
    case cgmManagerDisplayName = "com.loopkit.Loop.CGMManagerDisplayName"
    case cgmManagerIdentifier = "com.loopkit.Loop.CGMManagerIdentifier"
    case serviceDisplayName = "com.loopkit.Loop.ServiceDisplayName"
    case serviceIdentifier = "com.loopkit.Loop.ServiceIdentifier"
    case onboardingIdentifier = "com.loopkit.Loop.OnboardingIdentifier"
    case supportIdentifier = "com.loopkit.Loop.SupportIdentifier"
    case extensionIdentifier = "com.loopkit.Loop.ExtensionIdentifier"
    case statefulPluginIdentifier = "com.loopkit.Loop.StatefulPluginIdentifier"
    case pluginIsSimulator = "com.loopkit.Loop.PluginIsSimulator"
}
