import SwiftUI
import Testing

/// iOS 18's SDK moved SwiftUI's core types into SwiftUICore, which SwiftUI re-exports: code built
/// with it writes `SwiftUICore.Font` in a file importing SwiftUI only (Home Assistant's design system).
@Suite("SwiftUICore, re-exported by SwiftUI")
struct SwiftUICoreTests {
    @Test("SwiftUICore.Font and SwiftUICore.Animation, qualified, with import SwiftUI only, are SwiftUI's")
    func qualifiedNames() {
        let font: SwiftUICore.Font = .largeTitle
        let animation: SwiftUICore.Animation = .easeInOut(duration: 0.3)
        let color: SwiftUICore.Color = .red
        #expect(font == SwiftUI.Font.largeTitle && color == SwiftUI.Color.red)
        #expect(String(describing: type(of: animation)) == String(describing: SwiftUI.Animation.self))
    }
}
