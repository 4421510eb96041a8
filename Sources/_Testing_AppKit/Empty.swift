// Swift Testing declares a cross-import overlay for AppKit (`_Testing_AppKit`, attachments of
// AppKit images on Apple's systems): a test that imports Testing and this package's AppKit (or
// SwiftUI, which re-exports it) looks for it. On Linux there is nothing to add; this empty
// module is that overlay, as `_Testing_UIKit` is UIKit's.
