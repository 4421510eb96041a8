import PhoneCore
import Codec
import WidgetRelayKit

/// `WidgetCenter.shared` and `ControlCenter.shared` on the phone: requests become
/// node events (or are collected during an interaction, whose reloads are free).
final class PhoneCenter: WidgetCenterHost, ControlCenterHost {
    private let sink: @Sendable (CenterRequest) -> Void
    private let configurations: @Sendable () async throws -> [WidgetInfo]

    init(
        sink: @escaping @Sendable (CenterRequest) -> Void,
        configurations: @escaping @Sendable () async throws -> [WidgetInfo]
    ) {
        self.sink = sink
        self.configurations = configurations
    }

    func reloadTimelines(ofKind kind: String) { sink(.reloadKind(kind)) }
    func reloadAllTimelines() { sink(.reloadAll) }
    func currentConfigurations() async throws -> [WidgetInfo] { try await configurations() }
    func invalidateConfigurationRecommendations() { sink(.invalidateRecommendations) }
    func reloadControls(ofKind kind: String) { sink(.reloadControls(kind)) }
    func reloadAllControls() { sink(.reloadControls(nil)) }
}
