import Foundation
import Testing
import UIKit

/// UIKit's haptic feedback generators as GlucoseDirect's `Library/` calls them: they compile with
/// UIKit's names, styles and defaults, and play nothing (no haptics in an extension or on a node).
@Suite("UIKit feedback generators")
@MainActor
struct UIFeedbackGeneratorTests {
    func hapticFeedback(_ feedbackStyle: UIImpactFeedbackGenerator.FeedbackStyle = .light) {
        UIImpactFeedbackGenerator(style: feedbackStyle).impactOccurred()
    }

    func hapticNotification(_ feedbackType: UINotificationFeedbackGenerator.FeedbackType = .success) {
        UINotificationFeedbackGenerator().notificationOccurred(feedbackType)
    }

    @Test("every generator and call of UIKit's compiles and returns; styles and defaults as UIKit's")
    func generators() {
        hapticFeedback()
        hapticNotification(.error)
        let impact = UIImpactFeedbackGenerator()
        impact.prepare()
        impact.impactOccurred(intensity: 0.5)
        impact.impactOccurred(at: CGPoint(x: 1, y: 2))
        #expect(impact.style == .medium)
        #expect(UIImpactFeedbackGenerator(style: .rigid).style == .rigid)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue == 3)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        let selection: UIFeedbackGenerator = UISelectionFeedbackGenerator()
        selection.prepare()
        (selection as? UISelectionFeedbackGenerator)?.selectionChanged()
    }
}
