// What Foundation declares on Apple's platforms, and Linux's Foundation does not, that needs a
// module WidgetRelayKit does not depend on: Combine's `ObservableObject` and `Published`, which
// Apple's Foundation declares as typealiases of Combine's (its interface since the iOS 13 SDK:
// `public typealias ObservableObject = Combine.ObservableObject`), so that a file importing only
// Foundation on iOS can declare an observable model (DuckDuckGo's and OneBusAway's providers do);
// and Darwin's names Foundation brings there (`sysctlbyname`, `kCFBundleNameKey`, `FourCharCode`:
// DarwinNames.swift); and Security's keychain C API (`SecItemAdd`, `kSecClass`, `errSecItemNotFound`,
// `kCFBooleanTrue`), which Apple's Foundation brings because its URL credentials import Security.
//
// An extension's files import it implicitly, as they import WidgetRelayKit for the rest of
// Darwin's Foundation (`-Xfrontend -import-module -Xfrontend FoundationOnApple`: tools/corpus and
// docs/real-extensions.md). A file that also imports Combine or SwiftUI sees the same types twice,
// through Combine and through these typealiases, which Swift resolves as one (as on iOS).
//
// What it is not: a module Apple has. No author imports it by name.
import Combine
@_exported import Security

/// Combine's `ObservableObject`, as Apple's Foundation names it.
public typealias ObservableObject = Combine.ObservableObject
/// Combine's `Published`, as Apple's Foundation names it.
public typealias Published = Combine.Published
