// `import SwiftUI`: the view DSL is WidgetRelayKit's, and, as on iOS, SwiftUI brings UIKit
// (`UIImage`, `UIColor`) with it. The bridges between the two live here.
@_exported import UIKit
@_exported import FoundationNetworking
@_exported import WidgetRelayKit
