import WidgetRelayKit

/// The app group every sample app shares with its widgets.
let appGroup = "group.com.yourapp.shared"
