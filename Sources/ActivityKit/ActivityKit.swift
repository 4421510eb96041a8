// `import ActivityKit`: ActivityAttributes, Activity, ActivityContent… are WidgetRelayKit's.
// That this module exists is what makes `#if canImport(ActivityKit)` hold, as on iOS.
@_exported import WidgetRelayKit
