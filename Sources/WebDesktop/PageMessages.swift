import Foundation
import MirrorHTML

/// What the page sends over its WebSocket (JSON, `{"t": "…", …}`).
public struct PageCommand: Sendable, Hashable, Codable {
    /// `activate`, `open`, `openApp`, `lock`, `gallery`, `editor`, `add`, `configure`, `remove`, and
    /// `mode` (what this page shows its widgets as: the page's, or with `id` one card's).
    public var t: String
    /// The page's number for the answer (`done`), if it wants one.
    public var ref: Int?
    /// `widget`, `activity` or `control`.
    public var target: String?
    /// The instance, activity or control kind, as a ``PageID`` (`slot/id`).
    public var id: String?
    public var element: String?
    public var url: String?
    public var locked: Bool?
    /// A widget kind (gallery, editor, add).
    public var kind: String?
    public var family: String?
    /// Configuration parameters by name, as typed or chosen in the editor.
    public var values: [String: String]?
    /// The phone's slot, for what names no item (gallery, editor and add by kind).
    public var phone: String?
    /// A ``Mirror/DisplayMode`` (`mode`).
    public var mode: String?

    public init(
        t: String, ref: Int? = nil, target: String? = nil, id: String? = nil, element: String? = nil,
        url: String? = nil,
        locked: Bool? = nil, kind: String? = nil, family: String? = nil, values: [String: String]? = nil,
        phone: String? = nil,
        mode: String? = nil
    ) {
        (self.t, self.ref, self.target, self.id, self.element, self.url) = (t, ref, target, id, element, url)
        (self.locked, self.kind, self.family, self.values, self.phone, self.mode) = (
            locked, kind, family, values, phone, mode
        )
    }

    /// The largest command the server reads; the page's own are far smaller.
    public static let maximumSize = 64 * 1024
}

/// What the server sends the page: a frame of changes, or an answer.
public enum PageMessage: Sendable, Hashable {
    /// What changed since the last frame this page got.
    case frame(PageFrame)
    /// The answer to a command with a `ref`: ok, a message, and HTML to show (gallery, editor).
    case done(ref: Int, ok: Bool, message: String?, html: String?)

    /// The JSON text sent.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch self {
        case .frame(let frame): data = try? encoder.encode(frame)
        case .done(let ref, let ok, let message, let html):
            data = try? encoder.encode(Done(ref: ref, ok: ok, message: message, html: html))
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? #"{"t":"error"}"#
    }

    private struct Done: Encodable {
        let t = "done"
        let ref: Int
        let ok: Bool
        let message: String?
        let html: String?
    }
}

/// One frame: the header and strip when they changed, the phones' headings and widget
/// cards that changed (by page id), and the order of all of them.
public struct PageFrame: Sendable, Hashable, Codable {
    public var t = "frame"
    /// The phone's time in milliseconds since 1970 (dates in the page tick from it).
    public var phoneNow: Double
    public var header: String?
    public var strip: String?
    /// Widget cards that changed, by instance id.
    public var widgets: [String: String]
    /// Every heading's and card's id, in order (nil: unchanged).
    public var order: [String]?
    /// With several phones, each one's time in milliseconds since 1970, by slot (nil: `phoneNow` for all).
    public var clocks: [String: Double]?
    public init(
        phoneNow: Double, header: String? = nil, strip: String? = nil, widgets: [String: String] = [:],
        order: [String]? = nil
    ) {
        (self.phoneNow, self.header, self.strip, self.widgets, self.order) = (phoneNow, header, strip, widgets, order)
    }

    /// Whether nothing but the time changed.
    public var isEmpty: Bool { header == nil && strip == nil && widgets.isEmpty && order == nil }
}
