/// What kind of device a node is: the domain twin of `relay.v1.DeviceKind` (the codec
/// edge, Codec's `DeviceKind+Wire`, converts).
public enum DeviceKind: String, Sendable, Hashable, CaseIterable, Codable {
    case phone, desktop, watch, tool, server
}
