import Foundation
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// Maps WidgetRelayKit's values to relay.v1 messages and back.
///
/// Conventions: an optional string travels as "" when nil (so a domain value never
/// uses ""); optional numbers and messages use protobuf presence.
public enum WireCodec {}

extension WireCodec {
    /// A date on the wire, clamped into protobuf's range (``WireTime``).
    static func timestamp(_ date: Date) -> Google_Protobuf_Timestamp { WireTime.timestamp(date) }

    /// A date from the wire, refused when out of range, naming `field` (``WireTime``).
    static func date(_ timestamp: Google_Protobuf_Timestamp, _ field: @autoclosure () -> String) throws -> Date {
        try WireTime.date(timestamp, field: field())
    }

    static func optionalString(_ text: String?) -> String { text ?? "" }
    static func optionalString(_ text: String) -> String? { text.isEmpty ? nil : text }

    static func url(_ text: String, _ field: String) throws -> URL {
        guard let url = URL(string: text) else { throw CodecError("\(field) is not a URL: “\(text)”") }
        return url
    }

    package static func encode(_ family: WidgetFamily) -> Relay_V1_WidgetFamily {
        switch family {
        case .systemSmall: .systemSmall
        case .systemMedium: .systemMedium
        case .systemLarge: .systemLarge
        case .systemExtraLarge: .systemExtraLarge
        case .systemExtraLargePortrait: .systemExtraLargePortrait
        case .accessoryCircular: .accessoryCircular
        case .accessoryCorner: .accessoryCorner
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        }
    }

    package static func decode(_ family: Relay_V1_WidgetFamily) throws -> WidgetFamily {
        switch family {
        case .systemSmall: .systemSmall
        case .systemMedium: .systemMedium
        case .systemLarge: .systemLarge
        case .systemExtraLarge: .systemExtraLarge
        case .systemExtraLargePortrait: .systemExtraLargePortrait
        case .accessoryCircular: .accessoryCircular
        case .accessoryCorner: .accessoryCorner
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown widget family \(family.rawValue)")
        }
    }

    package static func encode(_ mode: WidgetRenderingMode) -> Relay_V1_RenderingMode {
        switch mode {
        case .fullColor: .fullColor
        case .accented: .accented
        case .vibrant: .vibrant
        }
    }

    package static func decode(_ mode: Relay_V1_RenderingMode) throws -> WidgetRenderingMode {
        switch mode {
        case .fullColor: .fullColor
        case .accented: .accented
        case .vibrant: .vibrant
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown rendering mode \(mode.rawValue)")
        }
    }

    package static func encode(_ surface: SurfaceVariant) -> Relay_V1_Surface {
        switch surface {
        case .standBy: .standby
        case .standByNight: .standbyNight
        case .carPlay: .carplay
        }
    }

    /// A surface; nil for one unspecified or unknown (ignored, as device.proto says).
    package static func decode(_ surface: Relay_V1_Surface) -> SurfaceVariant? {
        switch surface {
        case .standby: .standBy
        case .standbyNight: .standByNight
        case .carplay: .carPlay
        case .unspecified, .UNRECOGNIZED: nil
        }
    }

    static func encode(_ display: DisplayRepresentation) -> Relay_V1_DisplayRepresentation {
        .with {
            $0.title = display.title.key
            $0.subtitle = optionalString(display.subtitle?.key)
            $0.imageSystemName = optionalString(display.imageSystemName)
        }
    }

    static func decode(_ display: Relay_V1_DisplayRepresentation) -> DisplayRepresentation {
        DisplayRepresentation(
            title: LocalizedStringResource(display.title),
            subtitle: optionalString(display.subtitle).map { LocalizedStringResource($0) },
            image: optionalString(display.imageSystemName).map { .init(systemName: $0) })
    }
}
