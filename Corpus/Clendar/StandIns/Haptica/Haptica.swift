// Stand-in for Haptica (efremidze/Haptica, MIT), a third-party package (ours, not the project's):
// `Haptic` as Clendar's Utilities.swift calls it; a widget is never touched, so nothing is felt.
import Foundation

public enum Haptic {
    public enum NotificationFeedbackType { case success, warning, error }
    case impact
    case notification(NotificationFeedbackType)
    case selection
    public func generate() {}
}
