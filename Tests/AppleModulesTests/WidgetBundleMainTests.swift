import Testing
import WidgetKit

struct LocalizedBundle: WidgetBundle {
    var body: some Widget { LocalizedWidget() }
}

/// Home Assistant's `@main` launcher, as published: it calls one of two bundles' `main()` by
/// OS version, from a synchronous `main()`, as Apple's `WidgetBundle.main()` allows.
enum HomeAssistantStyleLauncher {
    static func main() {
        if #available(iOSApplicationExtension 18.0, *) {
            LocalizedBundle.main()
        } else {
            LocalizedBundle.main()
        }
    }
}

@Suite("WidgetBundle.main()")
struct WidgetBundleMainTests {
    @Test(
        "is synchronous, as Apple's: a launcher of the app's own calls it (compiles; it never returns, so is not run)")
    func callableFromASynchronousLauncher() {
        let launch: () -> Void = HomeAssistantStyleLauncher.main
        #expect(String(describing: type(of: launch)) == "() -> ()")
    }
}
