import AVFoundation
import Foundation
import Testing

/// AVFoundation as WidgetExamples' audio widget and AVCam's control meet it.
@Suite("AVFoundation")
struct AVFoundationTests {
    @Test("a session keeps its category; a player loads its file, keeps its state; a missing file throws; no camera")
    func audio() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback)
        try session.setActive(true)
        #expect(session.category == .playback && session.isActive)
        // GlucoseDirect's DirectNotifications.swift:159: a category with options (and a mode) keeps them.
        try session.setCategory(.playback, options: [.mixWithOthers])
        #expect(session.category == .playback && session.categoryOptions == [.mixWithOthers])
        try session.setCategory(.ambient, mode: .spokenAudio, options: [.duckOthers])
        #expect(session.mode == .spokenAudio && session.categoryOptions == [.duckOthers])
        try session.setCategory(.playback)
        #expect(session.categoryOptions.isEmpty && session.mode == .spokenAudio)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sound-\(UUID().uuidString).caf")
        try Data([1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.data == Data([1, 2, 3]))
        player.play()
        #expect(player.isPlaying)
        player.pause()
        #expect(!player.isPlaying)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: file.appendingPathExtension("missing")) }
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureOutput().connection(with: .video) == nil)
    }
}
