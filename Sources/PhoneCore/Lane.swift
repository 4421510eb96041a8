/// Where a request that runs app code waits (requests.proto, "Lanes"): requests in one lane
/// are served in order, lanes side by side. Interactions and changes to one widget instance
/// share its lane; a Live Activity, a control kind, a device's catalog and entity queries,
/// and pushes have one each.
public enum Lane: Sendable, Hashable {
    case instance(String)
    case activity(String)
    case control(String)
    /// A device's requests that name no instance (adding a widget, the catalog, entity queries).
    case device(String)
    case push

    /// A name for logs and the driver's table of running lanes.
    public var key: String {
        switch self {
        case .instance(let id): "instance:\(id)"
        case .activity(let id): "activity:\(id)"
        case .control(let kind): "control:\(kind)"
        case .device(let id): "device:\(id)"
        case .push: "push"
        }
    }
}
