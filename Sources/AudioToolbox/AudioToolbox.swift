// `import AudioToolbox`: Audio Services' system sounds as app code plays them — the built-in ones
// (`kSystemSoundID_Vibrate`, a number such as 1352) and ones made from a sound file
// (`AudioServicesCreateSystemSoundID`, with properties such as `kAudioServicesPropertyIsUISound`),
// played with or without a completion block — in Apple's names, with Audio Services' result codes.
//
// What it is not: sound. The node has no speaker: nothing plays; each play is recorded
// (`AudioServices.played`, for a host or a test to read), and a completion block is called as
// iOS calls it — for every attempt, played or not, asynchronously on Audio Services' own serial
// queue (the caller handles thread safety, as Apple's documentation says), here at once.
import Foundation
import Security

/// A system sound object's identifier.
public typealias SystemSoundID = UInt32
/// The identifier of an Audio Services property.
public typealias AudioServicesPropertyID = UInt32

/// The vibrate sound.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// No error.
public let kAudioServicesNoError: OSStatus = 0
/// The property is not supported ('pty?').
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F
/// The size of the property data was not correct ('!siz').
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A
/// The size of the specifier data was not correct ('!spc').
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063
/// An unspecified error with a system sound (here: a file that cannot be read).
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// The system sound client timed out.
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
/// The system sound's duration exceeded the allowable threshold.
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502

/// Whether the system sound respects the user's sound effects setting ('isui', a UInt32: 1 by default).
public let kAudioServicesPropertyIsUISound: AudioServicesPropertyID = 0x6973_7569
/// Whether the system sound completes playing if the app dies ('ifdi', a UInt32: 0 by default).
public let kAudioServicesPropertyCompletePlaybackIfAppDies: AudioServicesPropertyID = 0x6966_6469

/// Creates a system sound object from a sound file: `kAudioServicesSystemSoundUnspecifiedError` when
/// the file cannot be read.
@discardableResult
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
    guard let id = AudioServices.create((inFileURL as URL)) else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = id
    return kAudioServicesNoError
}

/// Disposes of a system sound object made by `AudioServicesCreateSystemSoundID`.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    AudioServices.dispose(inSystemSoundID)
}

/// Sets a property of a system sound: the specifier is the sound's `SystemSoundID`, the data a `UInt32`.
@discardableResult
public func AudioServicesSetProperty(
    _ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
    _ inPropertyDataSize: UInt32, _ inPropertyData: UnsafeRawPointer
) -> OSStatus {
    guard AudioServices.properties[inPropertyID] != nil else { return kAudioServicesUnsupportedPropertyError }
    guard inSpecifierSize == UInt32(MemoryLayout<SystemSoundID>.size), let inSpecifier else {
        return kAudioServicesBadSpecifierSizeError
    }
    guard inPropertyDataSize == UInt32(MemoryLayout<UInt32>.size) else { return kAudioServicesBadPropertySizeError }
    let sound = inSpecifier.loadUnaligned(as: SystemSoundID.self)
    let value = inPropertyData.loadUnaligned(as: UInt32.self)
    return AudioServices.set(inPropertyID, of: sound, to: value)
}

/// Reads a property of a system sound into `outPropertyData` (a `UInt32`).
@discardableResult
public func AudioServicesGetProperty(
    _ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
    _ ioPropertyDataSize: UnsafeMutablePointer<UInt32>, _ outPropertyData: UnsafeMutableRawPointer?
) -> OSStatus {
    guard AudioServices.properties[inPropertyID] != nil else { return kAudioServicesUnsupportedPropertyError }
    guard inSpecifierSize == UInt32(MemoryLayout<SystemSoundID>.size), let inSpecifier else {
        return kAudioServicesBadSpecifierSizeError
    }
    guard ioPropertyDataSize.pointee >= UInt32(MemoryLayout<UInt32>.size), let outPropertyData else {
        return kAudioServicesBadPropertySizeError
    }
    let sound = inSpecifier.loadUnaligned(as: SystemSoundID.self)
    outPropertyData.storeBytes(of: AudioServices.value(of: inPropertyID, for: sound), as: UInt32.self)
    ioPropertyDataSize.pointee = UInt32(MemoryLayout<UInt32>.size)
    return kAudioServicesNoError
}

/// Plays a system sound (here: recorded, not played).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    AudioServices.record(inSystemSoundID)
}

/// Plays a system sound as an alert (here: recorded, not played).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServices.record(inSystemSoundID)
}

/// Plays a system sound (here: recorded, not played), then calls the block on Audio Services' serial
/// queue, as iOS does for every attempt.
public func AudioServicesPlaySystemSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) {
    AudioServices.record(inSystemSoundID)
    AudioServices.complete(inCompletionBlock)
}

/// Plays a system sound as an alert (here: recorded, not played), then calls the block on Audio
/// Services' serial queue, as iOS does for every attempt.
public func AudioServicesPlayAlertSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) {
    AudioServices.record(inSystemSoundID)
    AudioServices.complete(inCompletionBlock)
}
