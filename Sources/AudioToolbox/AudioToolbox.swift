// `import AudioToolbox`: the system sounds a widget extension plays for haptic feedback
// (`AudioServicesPlaySystemSound` with a `SystemSoundID`, as Apple's names them).
//
// What it is not: sound. Nothing plays; each call is recorded (`AudioServices.played`, for a host
// or a test to read), since an extension's sound on iOS is feedback the user feels, not output
// the phone node has.
import Foundation

/// A system sound object's identifier.
public typealias SystemSoundID = UInt32

/// The vibrate sound.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays a system sound (here: recorded, not played).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    AudioServices.record(inSystemSoundID)
}

/// Plays a system sound as an alert (here: recorded, not played).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServices.record(inSystemSoundID)
}

/// The system sounds played so far (the kit's, not Apple's: for a host or a test).
public enum AudioServices {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sounds: [SystemSoundID] = []

    static func record(_ sound: SystemSoundID) { lock.withLock { sounds.append(sound) } }

    /// The sounds played so far, oldest first.
    public static var played: [SystemSoundID] { lock.withLock { sounds } }
}
