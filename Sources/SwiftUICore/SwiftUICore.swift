// `import SwiftUICore`, and `SwiftUICore.Font` / `SwiftUICore.Animation` written qualified: iOS 18's
// SDK moved SwiftUI's core types (View, Color, Font, Animation…) into this module, which SwiftUI
// re-exports, so code built with it names them either way (Home Assistant's design system). Here
// the types are WidgetRelayKit's, re-exported as SwiftUI re-exports them.
@_exported import WidgetRelayKit
