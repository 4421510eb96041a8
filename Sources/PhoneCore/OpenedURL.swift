import Foundation
import WidgetRelayKit

/// A URL the phone opened in the app for a device (a Link or widgetURL activated), as the phone
/// records it and its status lists it: from which widget instance, with what configuration, and
/// what the app did.
public struct OpenedURL: Sendable {
    public var url: String
    /// The widget instance it was opened from (empty: none, or a Live Activity).
    public var instanceID: String
    /// That widget's configuration, if it has one.
    public var configuration: IntentInvocation?
    public var deviceID: String
    public var at: Date
    /// What the app did (no handlers: the URL was only recorded).
    public var opened: AppScene.Opened

    public init(
        url: String, instanceID: String, configuration: IntentInvocation?, deviceID: String, at: Date,
        opened: AppScene.Opened
    ) {
        self.url = url
        self.instanceID = instanceID
        self.configuration = configuration
        self.deviceID = deviceID
        self.at = at
        self.opened = opened
    }
}
