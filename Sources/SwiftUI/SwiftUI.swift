// `import SwiftUI`: the view DSL is WidgetRelayKit's, and, as on iOS, SwiftUI brings UIKit
// (`UIImage`, `UIColor`) and Combine (`ObservableObject`, `@Published`) with it. The bridges
// between SwiftUI and UIKit live here. On macOS SwiftUI brings AppKit instead; one module serves
// both here, so it brings both (a Mac widget's `NSColor` through `import SwiftUI`; AppKit's
// bridges, `Color(nsColor:)`, are AppKit's own).
@_exported import AppKit
@_exported import Combine
@_exported import SwiftUICore
@_exported import UIKit
// Foundation as Apple's brings it (URLSession, its completion handlers `@preconcurrency`):
// FoundationNetworking through FoundationOnApple only (its URLSessionCompletionHandlers.swift).
@_exported import FoundationOnApple
@_exported import WidgetRelayKit
