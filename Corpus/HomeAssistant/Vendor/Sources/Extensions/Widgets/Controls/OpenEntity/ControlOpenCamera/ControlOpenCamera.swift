import AppIntents
import Foundation
import Shared
import SwiftUI
import WidgetKit

@available(iOS 18, *)
struct ControlOpenCamera: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: WidgetsKind.controlOpenCamera.rawValue,
            provider: ControlOpenCameraValueProvider()
        ) { template in
            ControlWidgetButton(action: {
                let intent = OpenEntityAppIntent()
                intent.entity = template.entity
                return intent
            }()) {
                // ControlWidget can only display SF Symbol, user-picked at runtime
                // swiftlint:disable:next sf_safe_symbol
                Label(template.displayText ?? template.entity.displayString, systemImage: template.icon.id)
            }
        }
        .displayName(.init(stringLiteral: L10n.Widgets.Controls.OpenCamera.Configuration.title))
        .description(.init(stringLiteral: L10n.Widgets.Controls.OpenCamera.description))
        .promptsForUserConfiguration()
    }
}
