import WidgetRelayKit

/// The seeds write `UserDefaults(suiteName:)` and `UserDefaults.standard` for the
/// app-group container; inside this module that name means WidgetRelay's store
/// (deviation 1 in the module documentation).
typealias UserDefaults = AppGroupDefaults

/// The app group every sample app shares with its widgets.
let appGroup = "group.com.yourapp.shared"
