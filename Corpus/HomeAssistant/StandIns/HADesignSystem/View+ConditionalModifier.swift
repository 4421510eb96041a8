// Stand-in for HADesignSystem (ours, not the project's): the app's own Sources/HADesignSystem/Sources/Extensions/View+ConditionalModifier.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); the app's own package HADesignSystem.
import Foundation
import SwiftUI

public extension View {
    @ViewBuilder
    func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
        if let view = transform(self), !(view is EmptyView) {
            view
        } else {
            self
        }
    }
}
