import Foundation
import Testing

@testable import WidgetRelayKit

/// `.blurReplace` (Luka's reading view) and `ScenePhase` (GlucoseDirect's state) as SwiftUI declares them.
@Suite("Blur-replace and scene phase")
struct TransitionAndScenePhaseTests {
    @Test("blurReplace, with or without a configuration, is archived as the cross-fade it looks like")
    func blurReplace() {
        #expect(AnyTransition.blurReplace == .opacity)
        #expect(AnyTransition.blurReplace(.upUp) == .opacity)
        #expect(BlurReplaceTransition().configuration == .downUp)
    }

    @Test("scene phases are ordered as SwiftUI's")
    func scenePhase() {
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
