import AudioToolbox
import Foundation
import Security
import Testing

/// AudioToolbox's system sounds made from files, written as GlucoseDirect's DirectNotifications.swift
/// calls them. (What shares a process-wide object is tested beside its other checks, one test each: a
/// sound played with a completion in FrameworksTests' sounds, the notification settings in its
/// UserNotifications test, the session's options in AVFoundationTests.)
@Suite("System sounds as GlucoseDirect makes them")
struct SoundAndNotificationFormsTests {
    @Test("a system sound made from a file (its URL as CFURL), its UI-sound property set and read back")
    func systemSoundFromFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mute-\(UUID().uuidString).aiff")
        try Data([0x46, 0x4F, 0x52, 0x4D]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var muteSoundID: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &muteSoundID) == kAudioServicesNoError)
        #expect(AudioServices.file(of: muteSoundID) == file)
        var yes: UInt32 = 0
        var size = UInt32(MemoryLayout.size(ofValue: yes))
        AudioServicesGetProperty(
            kAudioServicesPropertyIsUISound, UInt32(MemoryLayout.size(ofValue: muteSoundID)), &muteSoundID, &size, &yes)
        #expect(yes == 1)
        var no: UInt32 = 0
        #expect(
            AudioServicesSetProperty(
                kAudioServicesPropertyIsUISound, UInt32(MemoryLayout.size(ofValue: muteSoundID)), &muteSoundID,
                UInt32(MemoryLayout.size(ofValue: no)), &no) == kAudioServicesNoError)
        AudioServicesGetProperty(
            kAudioServicesPropertyIsUISound, UInt32(MemoryLayout.size(ofValue: muteSoundID)), &muteSoundID, &size, &yes)
        #expect(yes == 0)
        #expect(
            AudioServicesSetProperty(0x7878_7878, 4, &muteSoundID, 4, &no) == kAudioServicesUnsupportedPropertyError)
        #expect(
            AudioServicesSetProperty(kAudioServicesPropertyIsUISound, 4, &muteSoundID, 2, &no)
                == kAudioServicesBadPropertySizeError)
        var missing: SystemSoundID = 0
        let gone = file.appendingPathExtension("missing")
        #expect(AudioServicesCreateSystemSoundID(gone as CFURL, &missing) == kAudioServicesSystemSoundUnspecifiedError)
        #expect(AudioServicesDisposeSystemSoundID(muteSoundID) == kAudioServicesNoError)
        #expect(AudioServices.file(of: muteSoundID) == nil)
    }
}
