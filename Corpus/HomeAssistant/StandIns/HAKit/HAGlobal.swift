// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/HAGlobal.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
import Foundation

/// Global scoping of outward-facing dependencies used within the library
public enum HAGlobal {
    /// The log level
    public enum LogLevel {
        /// A log representing things like state transitions and connectivity changes
        case info
        /// A log representing an error condition
        case error
    }

    /// Verbose logging from the library; defaults to not doing anything
    public static var log: (LogLevel, String) -> Void = { _, _ in }
    /// Used to mutate date handling for reconnect retrying
    public static var date: () -> Date = Date.init
}
