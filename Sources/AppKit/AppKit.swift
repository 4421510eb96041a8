// `import AppKit`, for the small part of AppKit a Mac widget meets (a macOS widget extension is
// SwiftUI, and SwiftUI on macOS brings AppKit as on iOS it brings UIKit): colours (`NSColor`,
// `Color(nsColor:)`), images (`NSImage`, `Image(nsImage:)`), fonts (`NSFont`, `Font(_:)`), the
// application's appearance as a widget sees it (`NSApp.effectiveAppearance`: the widget's colour
// scheme), and `NSViewRepresentable`, accepted and drawing nothing, as WidgetKit draws no AppKit
// view in a widget. Everything else of WidgetRelayKit (and Foundation) comes with it, as with
// Apple's.
//
// What it is not: AppKit. No window, no event, no drawing of an `NSView`. The names AppKit and
// UIKit share on Apple's platforms (`CGColor`, `NSTextAlignment`, `NSParagraphStyle`…) are
// declared once, in UIKit, since SwiftUI here re-exports both modules; none is declared here.
@_exported import WidgetRelayKit
