// `import SwiftUI`: the view DSL is WidgetRelayKit's, and, as on iOS, SwiftUI brings UIKit
// (`UIImage`, `UIColor`) and Combine (`ObservableObject`, `@Published`) with it. The bridges
// between SwiftUI and UIKit live here.
@_exported import Combine
@_exported import SwiftUICore
@_exported import UIKit
@_exported import FoundationNetworking
@_exported import WidgetRelayKit
