// `import WidgetKit`, as a widget extension writes it: WidgetKit's names are WidgetRelayKit's,
// and, as on Apple's platforms, importing WidgetKit brings SwiftUI (and so UIKit's types).
@_exported import SwiftUI
@_exported import WidgetRelayKit
