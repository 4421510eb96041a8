import Synchronization
import WidgetRelayKit

/// Where `WidgetCenter.currentConfigurations()` gets its answer: the node provides the
/// function once it exists (its services are made before it can be referred to).
final class WidgetInfoSource: Sendable {
    private let function = Mutex<(@Sendable () async throws -> [WidgetInfo])?>(nil)

    func provide(_ body: @escaping @Sendable () async throws -> [WidgetInfo]) {
        function.withLock { $0 = body }
    }

    @Sendable func read() async throws -> [WidgetInfo] {
        guard let body = function.withLock({ $0 }) else { return [] }
        return try await body()
    }
}
