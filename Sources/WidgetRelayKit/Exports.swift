// Apple's SwiftUI, WidgetKit, AppIntents and ActivityKit bring Foundation's names
// (`Date`, `URL`, `Calendar`, `Data`, `FileManager`, …) with them; so does this module,
// so widget code written for them needs no `import Foundation` of its own.
//
// Two names are WidgetRelayKit's own: `UserDefaults` (the app group's durable store,
// see `Services/UserDefaults.swift`) shadows Foundation's for a file that imports only
// WidgetRelayKit, and `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`
// is added. A file that also writes `import Foundation` sees both `UserDefaults` and must
// say `WidgetRelayKit.UserDefaults`; it does not need that import.
@_exported import Foundation
