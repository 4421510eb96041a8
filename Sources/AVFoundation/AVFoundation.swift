// `import AVFoundation`: the part of Apple's AVFoundation widget code meets — an audio session
// and an audio player (`AVAudioSession`, `AVAudioPlayer`), and the camera capture types a
// control's app code names (`AVCaptureDevice`, `AVCaptureOutput`, `AVCaptureConnection`,
// `AVMediaType`) — in Apple's names and shapes.
//
// What it is not: media. Nothing plays and nothing is captured: the session keeps its
// category, mode, options and activation, a player loads its file's bytes and keeps its state (playing,
// paused, stopped) without sound, and there are no capture devices
// (`AVCaptureDevice.default(for:)` is nil).
import Foundation

/// An identifier for various media types.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The media type for video.
    public static let video = AVMediaType(rawValue: "vide")
    /// The media type for audio.
    public static let audio = AVMediaType(rawValue: "soun")
}

/// An object that communicates to the system how you intend to use audio in your app.
public final class AVAudioSession: NSObject, @unchecked Sendable {
    /// Audio session category identifiers.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The category for playing recorded music or other sounds central to your app.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// The category for an app in which sound playback is nonprimary.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default audio session category.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// The category for recording and playing back audio.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    /// Audio session mode identifiers.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default audio session mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// A mode for playing movie content.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// A mode for continuous spoken audio that pauses when another app plays a short prompt.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// A mode for voice over IP.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// A mode for video chat.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// A mode for recording video.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// A mode for audio input or output measurement.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// A mode for in-game chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// A mode for text-to-speech prompts.
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Options for how the app's audio mixes with other apps' audio and where it is routed.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Audio mixes with audio from other active sessions.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Other sessions' audio is reduced in volume while this one plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Bluetooth hands-free devices appear as available input routes.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Audio routes to the built-in speaker by default.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Spoken audio from other apps pauses while this one plays, other audio mixes.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Audio streams to Bluetooth devices that support A2DP.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// Audio streams to AirPlay devices.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// The system doesn't interrupt the session when the built-in microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options for deactivating the session.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Other apps' sessions are told this one has deactivated.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private let lock = NSLock()
    private var currentCategory: Category = .soloAmbient
    private var currentMode: Mode = .default
    private var currentOptions: CategoryOptions = []
    private var active = false

    private static let shared = AVAudioSession()

    /// Returns the shared audio session instance.
    public static func sharedInstance() -> AVAudioSession { shared }

    /// The current audio session category.
    public var category: Category { lock.withLock { currentCategory } }
    /// Whether the session is active (here: as the app last set it).
    public var isActive: Bool { lock.withLock { active } }

    /// The current audio session mode.
    public var mode: Mode { lock.withLock { currentMode } }
    /// The options of the current category.
    public var categoryOptions: CategoryOptions { lock.withLock { currentOptions } }

    /// Sets the audio session's category (its options cleared, its mode kept).
    public func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }
    /// Sets the audio session's category with options (its mode kept).
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }
    /// Sets the audio session's category, mode and options.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock {
            currentCategory = category
            currentMode = mode
            currentOptions = options
        }
    }
    /// Sets the audio session's mode.
    public func setMode(_ mode: Mode) throws { lock.withLock { currentMode = mode } }
    /// Activates or deactivates the app's audio session.
    public func setActive(_ active: Bool) throws { lock.withLock { self.active = active } }
    /// Activates or deactivates the app's audio session, with options for deactivation.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws { try setActive(active) }
}

/// An object that plays audio data from a file or buffer (here: its state, without sound).
open class AVAudioPlayer: NSObject {
    /// The data of the sound.
    public let data: Data
    /// The URL of the sound, when it was loaded from one.
    public let url: URL?
    /// Whether the player is playing.
    open private(set) var isPlaying = false
    /// The playback volume, from 0 to 1.
    open var volume: Float = 1
    /// The number of times the sound returns to the beginning (a negative number loops forever).
    open var numberOfLoops = 0
    /// The playback point, in seconds, within the timeline of the sound.
    open var currentTime: TimeInterval = 0

    /// A player of the file's sound (its bytes read now: a missing file throws, as Apple's does).
    public init(contentsOf url: URL) throws {
        data = try Data(contentsOf: url)
        self.url = url
        super.init()
    }

    /// A player of the data's sound.
    public init(data: Data) throws {
        self.data = data
        url = nil
        super.init()
    }

    /// Prepares the player for playback.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Plays the sound asynchronously.
    @discardableResult open func play() -> Bool {
        isPlaying = true
        return true
    }
    /// Pauses playback; the sound stays ready to resume.
    open func pause() { isPlaying = false }
    /// Stops playback and undoes the setup play() needs.
    open func stop() { isPlaying = false }
}

/// A device that provides input (such as audio or video) for capture sessions (none here).
open class AVCaptureDevice: NSObject {
    /// The default device for the media type: none on Linux.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// A unique identifier for the device.
    open var uniqueID: String { "" }
    /// A localized name of the device.
    open var localizedName: String { "" }
}

/// A connection between capture inputs and a capture output.
open class AVCaptureConnection: NSObject {
    /// The rotation of the video, in degrees.
    open var videoRotationAngle: CGFloat = 0
    /// Whether the connection is enabled.
    open var isEnabled = true
}

/// The abstract superclass for objects that provide media output destinations for a capture session.
open class AVCaptureOutput: NSObject {
    /// The output's connection for the media type (none: nothing is captured here).
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
    /// The connections of the output.
    open var connections: [AVCaptureConnection] { [] }
}

/// A capture output that records video and audio to a file.
open class AVCaptureMovieFileOutput: AVCaptureOutput {}
/// A capture output for still photos.
open class AVCapturePhotoOutput: AVCaptureOutput {}
