// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/LiveActivity/HALiveActivityAttributes.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
#if os(iOS) && !targetEnvironment(macCatalyst)
import ActivityKit
import SwiftUI

/// ActivityAttributes for Home Assistant Live Activities.
///
/// Field names intentionally mirror the Android companion app's notification fields
/// so that automations can target both platforms with minimal differences.
///
/// ⚠️ NEVER rename this struct or its fields post-ship.
/// The `attributes-type` string in APNs push-to-start payloads must exactly match
/// the Swift struct name (case-sensitive). Renaming breaks all in-flight activities.
@available(iOS 17.2, *)
public struct HALiveActivityAttributes: ActivityAttributes {
    // MARK: - Static Attributes (set once at creation, cannot change)

    /// Unique identifier for this Live Activity. Maps to `tag` in the notification payload.
    /// Same semantics as Android's `tag`: the same tag value updates in-place.
    public let tag: String

    /// Display title for the activity. Maps to `title` in the notification payload.
    public let title: String

    public static var defaultTitle: String { L10n.LiveActivity.defaultTitle }

    /// Webhook id of the Home Assistant server that started this activity, so a tap can open
    /// the originating server when several are configured. Optional: nil for activities created
    /// before this shipped, or when the start path doesn't supply it.
    public let serverWebhookId: String?

    /// Server send-time of the push-to-start, in Unix epoch seconds, stamped by the push relay.
    /// When Core re-sends a start before it has a per-activity token, two activities can exist for
    /// one tag; the registry keeps the one with the largest `startedAt` and dismisses the rest, so
    /// duplicates collapse to the newest deterministically (ActivityKit exposes no creation order).
    /// Optional: nil for activities started before this shipped, which then sort oldest.
    public let startedAt: TimeInterval?

    /// Static-attribute coding keys. `serverWebhookId` maps to the snake_case `webhook_id` key
    /// carried in the APNs push-to-start `attributes`. Adding optional fields is safe; renaming
    /// or removing breaks in-flight activities.
    enum CodingKeys: String, CodingKey {
        case tag
        case title
        case serverWebhookId = "webhook_id"
        case startedAt = "started_at"
    }

    // MARK: - Dynamic State

    /// Codable state that can be updated via push or local update.
    /// Field names map to Android companion app notification data fields.
    public struct ContentState: Codable, Hashable {
        /// Dynamic display title. Mirrors top-level `title` so updates can refresh the header.
        public var title: String?

        /// Primary body text. Maps to `message` in the notification payload.
        public var message: String

        /// Short text for Dynamic Island compact trailing view.
        /// Maps to `critical_text` in the notification payload (≤ ~10 chars recommended).
        public var criticalText: String?

        /// Current progress value (raw integer). Maps to `progress`.
        public var progress: Int?

        /// Maximum progress value (raw integer). Maps to `progress_max`.
        public var progressMax: Int?

        /// If true, show a ticking timer instead of static text. Maps to `chronometer`.
        /// Counts down while `countdownEnd` is in the future; counts up from it once it
        /// has passed (so a `when` at or before now behaves as a count-up chronometer).
        /// When `chronometerStart` is also set, counts up from it toward `countdownEnd`
        /// and freezes there (bounded count-up).
        public var chronometer: Bool?

        /// Absolute end date for the timer.
        /// Computed from `when` + `when_relative` in the notification payload:
        ///   - `when_relative: true`  → `Date().addingTimeInterval(Double(when))`
        ///   - `when_relative: true` with a negative `when` → `Date().addingTimeInterval(-Double(when))`
        ///     (bounded count-up toward `|when|` seconds; see `chronometerStart`)
        ///   - `when_relative: false` → `Date(timeIntervalSince1970: Double(when))`
        public var countdownEnd: Date?

        /// Start anchor for a bounded count-up timer, stamped when a negative relative `when`
        /// is parsed: the timer shows elapsed time from this date and freezes on reaching
        /// `countdownEnd`. Nil for countdowns and unbounded count-ups.
        public var chronometerStart: Date?

        /// MDI icon slug for display. Maps to `notification_icon`.
        public var icon: String?

        /// Hex color string for icon accent. Maps to `notification_icon_color`.
        public var color: String?

        /// Path or URL opened when the activity is tapped, mirroring the `url` key from
        /// actionable notifications. Resolved like a notification tap: a relative HA path
        /// (e.g. `/lovelace/home`) opens in the frontend, an external URL opens in the
        /// browser. Nil just opens the originating server.
        public var url: String?

        /// Lock Screen background color, parsed like `notification_icon_color`. When unset the
        /// background is transparent, so the Lock Screen's own adaptive material shows through;
        /// text auto-contrasts against an explicit color. Maps to `background_color`.
        public var backgroundColor: String?

        /// Lock Screen text/foreground color, parsed like `notification_icon_color`. Overrides the
        /// auto-contrast (explicit background) or adaptive (default background) default.
        /// Maps to `text_color`.
        public var textColor: String?

        /// Hex tint for the progress bar, parsed like `notification_icon_color`. Falls back to
        /// `notification_icon_color` when omitted. Maps to `progress_bar_color`.
        public var progressBarColor: String?

        /// Direction the progress bar visually fills: `"increasing"` or `"decreasing"`.
        /// Stored as the raw wire string so an unrecognised value degrades to the default
        /// rendering instead of failing the strict OS-side content-state decode (which would
        /// silently drop the whole update). Maps to `progress_bar_direction`.
        public var progressBarDirection: String?

        /// Recognised `progress_bar_direction` values.
        public enum ProgressBarDirection: String {
            case increasing
            case decreasing
        }

        // MARK: - Computed helpers (not sent over wire)

        /// Progress as a fraction in [0, 1] for use in SwiftUI ProgressView.
        public var progressFraction: Double? {
            guard let p = progress, let m = progressMax, m > 0 else { return nil }
            return Double(p) / Double(m)
        }

        /// Parsed `progressBarDirection` (case-insensitive). Nil when unset or unrecognised,
        /// so each bar keeps its own default: a static bar fills as progress increases, a
        /// countdown timer bar drains, and a bounded count-up timer bar fills.
        public var resolvedProgressBarDirection: ProgressBarDirection? {
            progressBarDirection.flatMap { ProgressBarDirection(rawValue: $0.lowercased()) }
        }

        /// Fraction of the static progress bar to fill, honoring `progress_bar_direction`:
        /// `decreasing` fills with what remains (`1 - progressFraction`) so the bar drains as
        /// progress advances. Percent labels intentionally keep showing `progressFraction` —
        /// the direction only flips the visual fill.
        public var progressBarFillFraction: Double? {
            guard let fraction = progressFraction else { return nil }
            return resolvedProgressBarDirection == .decreasing ? 1 - fraction : fraction
        }

        // MARK: - CodingKeys

        /// Explicit coding keys so that JSON field names match the Android notification fields.
        enum CodingKeys: String, CodingKey {
            case title
            case message
            case criticalText = "critical_text"
            case progress
            case progressMax = "progress_max"
            case chronometer
            case countdownEnd = "countdown_end"
            case chronometerStart = "chronometer_start"
            case icon
            case color
            case url
            case backgroundColor = "background_color"
            case textColor = "text_color"
            case progressBarColor = "progress_bar_color"
            case progressBarDirection = "progress_bar_direction"
        }

        // MARK: - Init

        public init(
            message: String,
            title: String? = nil,
            criticalText: String? = nil,
            progress: Int? = nil,
            progressMax: Int? = nil,
            chronometer: Bool? = nil,
            countdownEnd: Date? = nil,
            chronometerStart: Date? = nil,
            icon: String? = nil,
            color: String? = nil,
            url: String? = nil,
            backgroundColor: String? = nil,
            textColor: String? = nil,
            progressBarColor: String? = nil,
            progressBarDirection: String? = nil
        ) {
            self.title = title
            self.message = message
            self.criticalText = criticalText
            self.progress = progress
            self.progressMax = progressMax
            self.chronometer = chronometer
            self.countdownEnd = countdownEnd
            self.chronometerStart = chronometerStart
            self.icon = icon
            self.color = color
            self.url = url
            self.backgroundColor = backgroundColor
            self.textColor = textColor
            self.progressBarColor = progressBarColor
            self.progressBarDirection = progressBarDirection
        }

        // MARK: - Codable

        // ActivityKit decodes content-state with the default JSONDecoder, which
        // treats `Date` as seconds since 2001-01-01. HA core sends Unix epoch
        // seconds, so map countdownEnd manually via timeIntervalSince1970 to
        // avoid a ~31-year offset. The encoder is symmetric for round-tripping.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let decodedTitle = try container.decodeIfPresent(String.self, forKey: .title), !decodedTitle.isEmpty {
                self.title = decodedTitle
            } else {
                self.title = nil
            }
            self.message = try container.decode(String.self, forKey: .message)
            self.criticalText = try container.decodeIfPresent(String.self, forKey: .criticalText)
            self.progress = Self.decodeRoundedInt(container, forKey: .progress)
            self.progressMax = Self.decodeRoundedInt(container, forKey: .progressMax)
            self.chronometer = try container.decodeIfPresent(Bool.self, forKey: .chronometer)
            if let timestamp = try container.decodeIfPresent(Double.self, forKey: .countdownEnd) {
                self.countdownEnd = Date(timeIntervalSince1970: timestamp)
            } else {
                self.countdownEnd = nil
            }
            if let timestamp = try container.decodeIfPresent(Double.self, forKey: .chronometerStart) {
                self.chronometerStart = Date(timeIntervalSince1970: timestamp)
            } else {
                self.chronometerStart = nil
            }
            self.icon = try container.decodeIfPresent(String.self, forKey: .icon)
            self.color = try container.decodeIfPresent(String.self, forKey: .color)
            self.url = try container.decodeIfPresent(String.self, forKey: .url)
            self.backgroundColor = try container.decodeIfPresent(String.self, forKey: .backgroundColor)
            self.textColor = try container.decodeIfPresent(String.self, forKey: .textColor)
            self.progressBarColor = try container.decodeIfPresent(String.self, forKey: .progressBarColor)
            self.progressBarDirection = try container.decodeIfPresent(String.self, forKey: .progressBarDirection)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(title, forKey: .title)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(criticalText, forKey: .criticalText)
            try container.encodeIfPresent(progress, forKey: .progress)
            try container.encodeIfPresent(progressMax, forKey: .progressMax)
            try container.encodeIfPresent(chronometer, forKey: .chronometer)
            if let countdownEnd {
                try container.encode(countdownEnd.timeIntervalSince1970, forKey: .countdownEnd)
            }
            if let chronometerStart {
                try container.encode(chronometerStart.timeIntervalSince1970, forKey: .chronometerStart)
            }
            try container.encodeIfPresent(icon, forKey: .icon)
            try container.encodeIfPresent(color, forKey: .color)
            try container.encodeIfPresent(url, forKey: .url)
            try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
            try container.encodeIfPresent(textColor, forKey: .textColor)
            try container.encodeIfPresent(progressBarColor, forKey: .progressBarColor)
            try container.encodeIfPresent(progressBarDirection, forKey: .progressBarDirection)
        }

        // HA may send progress/progress_max as a JSON float (e.g. 20.1234). ActivityKit decodes
        // content-state OS-side with a strict JSONDecoder, so decoding those keys as Int would throw
        // and drop the whole remote update (stale activity) or reject a push-to-start. Decode as
        // Double and round so both integer and fractional values map to the nearest Int.
        private static func decodeRoundedInt(
            _ container: KeyedDecodingContainer<CodingKeys>,
            forKey key: CodingKeys
        ) -> Int? {
            guard let value = try? container.decodeIfPresent(Double.self, forKey: key) else {
                return nil
            }
            return Int(exactly: value.rounded())
        }
    }

    // MARK: - Init

    public init(tag: String, title: String, serverWebhookId: String? = nil, startedAt: TimeInterval? = nil) {
        self.tag = tag
        self.title = title
        self.serverWebhookId = serverWebhookId
        self.startedAt = startedAt
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.tag = try container.decode(String.self, forKey: .tag)
        if let decodedTitle = try container.decodeIfPresent(String.self, forKey: .title), !decodedTitle.isEmpty {
            self.title = decodedTitle
        } else {
            self.title = Self.defaultTitle
        }
        self.serverWebhookId = try container.decodeIfPresent(String.self, forKey: .serverWebhookId)
        self.startedAt = try container.decodeIfPresent(TimeInterval.self, forKey: .startedAt)
    }
}
#endif
