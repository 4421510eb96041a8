import RelayCore
import RelayWire

enum WireCodecFamily {
    static func name(_ family: Relay_V1_WidgetFamily) throws -> String { try WireCodec.decode(family).rawValue }
}
