// Apple's SwiftUI, WidgetKit, AppIntents and ActivityKit bring Foundation's names
// (`Date`, `URL`, `Calendar`, `Data`, `FileManager`, `UserDefaults`, …) with them; so does
// this module, so widget code written for them needs no `import Foundation` of its own.
//
// Nothing here shadows a Foundation name: what the app group adds is added to Foundation's
// own types — `UserDefaults(suiteName:)` reaches the app group's store (see
// `Services/UserDefaults.swift`), and `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`
// its shared folder.
@_exported import Foundation
