import CWidgetRelayKit
import Foundation
import Synchronization

/// `@main` on a `WidgetBundle`, as a widget extension writes it: on this platform the program
/// it makes is a phone serving that bundle, with phone-node's command line. A program whose
/// target depends on PhoneNodeCommands gets that phone (installed through a weak C symbol,
/// so WidgetRelayKit, a core module, does not depend on it); one that does not is told so.
extension WidgetBundle {
    /// Runs a phone serving this bundle, with phone-node's command line; does not return.
    /// Synchronous, as Apple's `WidgetBundle.main()` is, so that a launcher of the app's own can
    /// call it (Home Assistant's `@main` calls one of two bundles' `main()` by OS version): the
    /// phone runs in a task, and the main thread serves the main queue and actor meanwhile.
    public static func main() {
        let bundle = AppCodeValue<any WidgetBundle>(Self())
        Task { await BundleEntryPoint.run(bundle.value) }
        dispatchMain()
    }
}

/// How `@main` on a `WidgetBundle` reaches the phone that serves it.
public enum BundleEntryPoint {
    /// Runs a phone for a bundle, parsing the program's own arguments; does not return on success.
    public typealias Launcher = @Sendable (any WidgetBundle) async -> Never

    private static let installed = Mutex<Launcher?>(nil)

    /// Called by PhoneNodeCommands when the program links it: the phone `@main` runs.
    public static func install(_ launcher: @escaping Launcher) {
        installed.withLock { $0 = launcher }
    }

    /// The phone that serves bundles, if the program links one.
    public static var launcher: Launcher? {
        widgetrelay_call_install_phone_launcher()
        return installed.withLock { $0 }
    }

    static func run(_ bundle: some WidgetBundle) async {
        guard let launcher else {
            FileHandle.standardError.write(
                Data(
                    """
                    error: \(type(of: bundle)) is @main, but this program has no phone to serve it.
                    Add the product "PhoneNodeCommands" to the target's dependencies in Package.swift.

                    """.utf8))
            exit(2)
        }
        await launcher(bundle)
    }
}
