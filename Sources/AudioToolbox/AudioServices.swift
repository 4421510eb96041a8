import Foundation
import Security

/// The system sounds of this process: those made from files, their properties, and every sound
/// played so far (the kit's, not Apple's: `played` is for a host or a test).
public enum AudioServices {
    /// A completion block as Audio Services holds it until its queue runs it (Apple's is a non-Sendable
    /// block the client keeps thread-safe).
    private struct Completion: @unchecked Sendable {
        let block: () -> Void
    }

    /// What a sound made from a file keeps.
    private struct Sound {
        let url: URL
        var values: [AudioServicesPropertyID: UInt32] = [:]
    }

    /// The properties a system sound has, and their defaults.
    static let properties: [AudioServicesPropertyID: UInt32] = [
        kAudioServicesPropertyIsUISound: 1, kAudioServicesPropertyCompletePlaybackIfAppDies: 0,
    ]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sounds: [SystemSoundID] = []
    nonisolated(unsafe) private static var made: [SystemSoundID: Sound] = [:]
    /// Identifiers given to sounds made from files start above the built-in sounds' (4095 is vibrate).
    nonisolated(unsafe) private static var nextID: SystemSoundID = 4096
    private static let queue = DispatchQueue(label: "AudioServices.completions")

    /// The sounds played so far, oldest first.
    public static var played: [SystemSoundID] { lock.withLock { sounds } }

    /// The file a sound was made from (nil for a built-in or disposed sound).
    public static func file(of sound: SystemSoundID) -> URL? { lock.withLock { made[sound]?.url } }

    static func record(_ sound: SystemSoundID) { lock.withLock { sounds.append(sound) } }

    /// Calls `block` on the completions' serial queue, as iOS does when a sound has finished.
    static func complete(_ block: (() -> Void)?) {
        guard let block else { return }
        let completion = Completion(block: block)
        queue.async { completion.block() }
    }

    /// A new sound for the file at `url`; nil when it cannot be read.
    static func create(_ url: URL) -> SystemSoundID? {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else { return nil }
        return lock.withLock {
            let id = nextID
            nextID += 1
            made[id] = Sound(url: url)
            return id
        }
    }

    static func dispose(_ sound: SystemSoundID) -> OSStatus {
        lock.withLock { made.removeValue(forKey: sound) } == nil
            ? kAudioServicesSystemSoundUnspecifiedError : kAudioServicesNoError
    }

    static func set(_ property: AudioServicesPropertyID, of sound: SystemSoundID, to value: UInt32) -> OSStatus {
        lock.withLock {
            guard made[sound] != nil else { return kAudioServicesSystemSoundUnspecifiedError }
            made[sound]?.values[property] = value
            return kAudioServicesNoError
        }
    }

    static func value(of property: AudioServicesPropertyID, for sound: SystemSoundID) -> UInt32 {
        lock.withLock { made[sound]?.values[property] } ?? properties[property] ?? 0
    }
}
