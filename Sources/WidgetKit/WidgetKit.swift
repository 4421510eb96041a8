// `import WidgetKit`, as a widget extension writes it: WidgetKit's names are WidgetRelayKit's,
// and, as on Apple's platforms, importing WidgetKit brings SwiftUI (and so UIKit's types).
// Foundation's networking (`URLSession`, `URLRequest`) is in FoundationNetworking on Linux:
// it comes with this module, as it comes with Foundation on Apple's platforms, through
// FoundationOnApple only, whose copies of its completion-handler methods are `@preconcurrency`
// as Apple's (FoundationOnApple/URLSessionCompletionHandlers.swift).
@_exported import FoundationOnApple
@_exported import SwiftUI
@_exported import WidgetRelayKit
