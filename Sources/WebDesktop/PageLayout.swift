/// Which node's page a ``WebDesktopServer`` serves: the desktop's (widget cards, the menu-bar
/// strip, the mode switch) or the watch's (the face with its complications, the Smart Stack),
/// drawn by the same renderer and patched by the same script.
public enum PageLayout: String, Sendable, Hashable {
    case desktop, watch

    /// The page's title: "Desktop" or "Watch".
    public var title: String { self == .desktop ? "Desktop" : "Watch" }
    /// The program that serves it.
    public var program: String { self == .desktop ? "desktop-node" : "watch-node" }
}
