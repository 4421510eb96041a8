import Foundation
import WidgetRelayKit

/// The message an item came as, kept opaque beside its decoded value so that a mirror's cache
/// writes exactly what the phone sent (``WireCopy``'s reason: re-encoding decoded values can trap
/// on dates the wire allows). Only the codec that made it reads it back; the cores never look
/// inside. It takes no part in equality.
public struct WireOriginal: Sendable, Hashable {
    /// The codec's own message.
    public let message: any Sendable

    public init(_ message: any Sendable) { self.message = message }
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// One item of a snapshot or update, decoded alone at the edge: its value, or why it could not
/// be read (the core quarantines it), with the message it came as.
public struct ReceivedItem<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The item's id as the wire names it (an activity's id, a control's kind…), read even
    /// when the rest does not decode.
    public var id: String
    /// The decoded value, or why it could not be decoded (the decoder's words).
    public var value: Result<Value, ItemFailure>
    /// What the phone sent, for the cache (nil for a value made here).
    public var original: WireOriginal?

    public init(id: String, value: Result<Value, ItemFailure>, original: WireOriginal?) {
        self.id = id
        self.value = value
        self.original = original
    }

    /// The value, if it decoded.
    public var decoded: Value? { try? value.get() }
}

/// Why an item could not be decoded.
public struct ItemFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// A widget instance as the phone describes it (relay.v1's `WidgetInstance`, decoded).
public struct InstanceRecord: Sendable, Hashable {
    /// Its instance id ("" when the phone sent none: the core quarantines it).
    public var id: String
    /// Its widget kind.
    public var kind: String
    /// Its family, if this build knows it.
    public var family: WidgetFamily?
    /// When it was added, in seconds since 1970 (for the order widgets are shown in; never trapping).
    public var createdAt: Double
    /// The message it came as, for the cache.
    public var original: WireOriginal?

    public init(id: String, kind: String, family: WidgetFamily?, createdAt: Double, original: WireOriginal?) {
        self.id = id
        self.kind = kind
        self.family = family
        self.createdAt = createdAt
        self.original = original
    }
}

/// The phone's clock as an update or snapshot carried it.
public struct PhoneTime: Sendable, Hashable {
    /// The date shown (out of range on the wire, it stays out of range: an invalid date).
    public var date: Date
    /// The timestamp it came as, for the cache.
    public var original: WireOriginal?

    public init(date: Date, original: WireOriginal?) {
        self.date = date
        self.original = original
    }
}
