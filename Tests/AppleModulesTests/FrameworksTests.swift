import AudioToolbox
import Foundation
import LockedCameraCapture
import NetworkExtension
import Security
import Testing
import UniformTypeIdentifiers
import UserNotifications
import WatchKit

/// The frameworks #47's corpus imports that Linux lacks, as widget code calls them.
@Suite(
    "Apple's frameworks: NetworkExtension, UserNotifications, UTType, Security, WatchKit, AudioToolbox, camera capture")
struct FrameworksTests {
    enum Other: Error { case failure }

    static func matches(_ error: any Error) -> String {
        switch error {
        case Other.failure, NEVPNError.configurationDisabled: "disabled"
        case NEVPNError.configurationInvalid: "invalid"
        default: "other"
        }
    }

    @Test("NetworkExtension: no tunnel configurations; errors caught by code, NSError of the domain too")
    func networkExtension() async throws {
        #expect(try await NETunnelProviderManager.loadAllFromPreferences().isEmpty)
        let manager = NETunnelProviderManager()
        #expect(manager.connection.status == .disconnected)
        #expect(throws: NEVPNError(.configurationInvalid)) { try manager.connection.startVPNTunnel() }
        #expect(Self.matches(NEVPNError(.configurationDisabled)) == "disabled")
        #expect(Self.matches(NSError(domain: "NEVPNErrorDomain", code: 2)) == "disabled")
        #expect(Self.matches(NSError(domain: "NEVPNErrorDomain", code: 1)) == "invalid")
        #expect(Self.matches(NSError(domain: "Other", code: 2)) == "other")
        #expect(NEVPNStatus.connected.rawValue == 3 && NEVPNStatus(rawValue: 5) == .disconnecting)
    }

    @Test(
        "UserNotifications: requests kept as pending, an identifier's request replaced; authorisation asked is granted")
    func userNotifications() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        let content = UNMutableNotificationContent()
        content.title = "Widget reload finished"
        content.body = "3 entities"
        try await center.add(UNNotificationRequest(identifier: "a", content: content, trigger: nil))
        let later = UNMutableNotificationContent()
        later.title = "again"
        try await center.add(
            UNNotificationRequest(
                identifier: "a", content: later,
                trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["a"] && pending.first?.content.title == "again")
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        #expect(try await center.requestAuthorization(options: [.alert, .sound]))
        #expect(await center.notificationSettings().authorizationStatus == .authorized)
        center.removePendingNotificationRequests(withIdentifiers: ["a"])
        #expect(await center.pendingNotificationRequests().isEmpty)
        // GlucoseDirect's DirectNotifications: the sound setting of what was granted; delivered ones removed.
        let settings = await center.notificationSettings()
        #expect(settings.soundSetting == .enabled && settings.alertSetting == .enabled)
        #expect(settings.badgeSetting == .disabled && settings.criticalAlertSetting == .disabled)
        #expect(settings.alertStyle == .banner && settings.showPreviewsSetting == .always)
        center.removeDeliveredNotifications(withIdentifiers: ["a"])
        #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test("UTType: identifiers, extensions and MIME types; conformance up the hierarchy; Codable as its identifier")
    func uniformTypeIdentifiers() throws {
        #expect(UTType.png.identifier == "public.png" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "json") == .json)
        #expect(UTType(mimeType: "application/pdf") == .pdf && UTType("public.plain-text") == .plainText)
        #expect(UTType("com.example.unknown") == nil)
        let custom = UTType(exportedAs: "com.example.snapshot")
        #expect(custom.conforms(to: .data) && !custom.isDeclared)
        let data = try JSONEncoder().encode([UTType.heic])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.heic"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.heic])
    }

    @Test("Security: no trust; random bytes are random (its keychain: KeychainTests)")
    func security() {
        var error: CFError?
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates(NSArray(), SecPolicyCreateBasicX509(), &trust) == errSecSuccess)
        #expect(!SecTrustEvaluateWithError(trust!, &error) && error != nil)
        let certificate = SecCertificateCreateWithData(nil, Data([0x30, 0x03]) as CFData)
        #expect(certificate.map(SecCertificateCopyData) == Data([0x30, 0x03]))
        var bytes = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(bytes != [UInt8](repeating: 0, count: 32))
    }

    @Test(
        "WatchKit and AudioToolbox: a haptic and a system sound are recorded, not felt; a completion is called on its own queue"
    )
    func hapticsAndSounds() async {
        let device = WKInterfaceDevice.current()
        let before = device.playedHaptics.count
        device.play(.success)
        #expect(device.playedHaptics.dropFirst(before) == [.success])
        #expect(device.screenBounds.width == 198 && WKApplication.shared().applicationState == .background)
        let sounds = AudioServices.played.count
        AudioServicesPlaySystemSound(1519)
        #expect(AudioServices.played.dropFirst(sounds) == [1519])
        // GlucoseDirect's mute check: the block runs on Audio Services' own queue, not in the call on the caller's thread.
        let offCaller: Bool = await withCheckedContinuation { continuation in
            let caller = pthread_self()
            AudioServicesPlaySystemSoundWithCompletion(1352) {
                continuation.resume(returning: pthread_equal(pthread_self(), caller) == 0)
            }
        }
        #expect(offCaller && AudioServices.played.dropFirst(sounds) == [1519, 1352])
    }

    struct CameraState: Codable, Sendable, Equatable {
        var isLivePhotoEnabled = true
        var note = ""
    }

    struct CaptureIntent: CameraCaptureIntent {
        typealias AppContext = CameraState
        static let title: LocalizedStringResource = "Capture"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test("CameraCaptureIntent: the app context is kept per intent, up to Apple's 4 kB")
    func cameraCapture() async throws {
        try await CaptureIntent.updateAppContext(nil)
        #expect(try await CaptureIntent.appContext == nil)
        try await CaptureIntent.updateAppContext(CameraState(isLivePhotoEnabled: false))
        #expect(try await CaptureIntent.appContext == CameraState(isLivePhotoEnabled: false))
        await #expect(throws: CameraCaptureIntentError.self) {
            try await CaptureIntent.updateAppContext(CameraState(note: String(repeating: "x", count: 5000)))
        }
        #expect(try await CaptureIntent.appContext == CameraState(isLivePhotoEnabled: false))
        #expect(LockedCameraCaptureManager.shared.sessionContentURLs.isEmpty)
    }
}
