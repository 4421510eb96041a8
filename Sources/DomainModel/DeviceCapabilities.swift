import WidgetRelayKit

/// What a device said it can show in its last Hello (device.proto's `Capabilities`): the
/// families it announced, the rendering mode it asked for (nil: its kind's default) and the
/// other places it draws small system widgets in, each archived for too (none: as before).
public struct DeviceCapabilities: Sendable, Hashable {
    public var families: [WidgetFamily]
    public var renderingMode: WidgetRenderingMode?
    public var surfaces: [SurfaceVariant]

    public init(families: [WidgetFamily], renderingMode: WidgetRenderingMode? = nil, surfaces: [SurfaceVariant] = []) {
        self.families = families
        self.renderingMode = renderingMode
        self.surfaces = surfaces
    }
}
