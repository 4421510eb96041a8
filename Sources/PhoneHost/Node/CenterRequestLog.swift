import PhoneCore
import Codec
import Synchronization

/// Collects WidgetCenter / ControlCenter calls made while an intent or app action
/// runs, so the node applies them (free of budget) once it is done.
final class CenterRequestLog: Sendable {
    private let requests = Mutex<[CenterRequest]>([])
    func append(_ request: CenterRequest) { requests.withLock { $0.append(request) } }
    var all: [CenterRequest] { requests.withLock { $0 } }
}
