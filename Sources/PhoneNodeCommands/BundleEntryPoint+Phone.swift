import Foundation
import WidgetRelayKit

/// `@main` on a `WidgetBundle` (WidgetRelayKit's `WidgetBundle.main()`) runs this program's
/// phone: WidgetRelayKit calls this through a weak C symbol when the program links
/// PhoneNodeCommands, so the kit, a core module, does not depend on the phone. The bundle
/// gets phone-node's whole command line (`run`, `devices`, `pair`, `status`, …).
@_cdecl("widgetrelay_install_phone_launcher")
public func installPhoneLauncher() {
    BundleEntryPoint.install { bundle in
        await PhoneNodeCommand.main(bundle: bundle)
        exit(0)
    }
}
