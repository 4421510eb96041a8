/// `@main` on one `Widget`, as an extension with a single widget writes it (Apple's `Widget`
/// has a static `main()`): the program is a phone serving a bundle of that one widget, as
/// `@main` on a `WidgetBundle` is (``WidgetBundle/main()``).
extension Widget {
    /// Runs a phone serving this widget alone, with phone-node's command line; does not return.
    public static func main() {
        OneWidgetBundle<Self>.main()
    }
}

/// The bundle `@main` on a single `Widget` serves: that widget, nothing else.
struct OneWidgetBundle<Content: Widget>: WidgetBundle {
    init() {}
    var body: some Widget { Content() }
}
