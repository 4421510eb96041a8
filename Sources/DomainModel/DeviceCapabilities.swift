import WidgetRelayKit

/// What a device said it can show in its last Hello (device.proto's `Capabilities`): the
/// families it announced and the rendering mode it asked for (nil: its kind's default).
public struct DeviceCapabilities: Sendable, Hashable {
    public var families: [WidgetFamily]
    public var renderingMode: WidgetRenderingMode?

    public init(families: [WidgetFamily], renderingMode: WidgetRenderingMode? = nil) {
        self.families = families
        self.renderingMode = renderingMode
    }
}
