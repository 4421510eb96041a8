import Foundation
import RelayWire
import WidgetRelayKit

/// The appearance an archive was made for, to relay.v1 and back.
extension WireCodec {
    static func encode(_ appearance: ArchiveAppearance) -> Relay_V1_Appearance {
        .with {
            $0.colorScheme = appearance.colorScheme == .dark ? .dark : .light
            $0.luminanceReduced = appearance.isLuminanceReduced
            if appearance.displayScale != 3 { $0.displayScale = appearance.displayScale }
            $0.hidesContainerBackground = !appearance.showsContainerBackground
            $0.contentMarginsDisabled = appearance.contentMarginsDisabled
        }
    }

    static func decode(_ wire: Relay_V1_Appearance) throws -> ArchiveAppearance {
        let scheme: ColorSchemeValue =
            switch wire.colorScheme {
            case .light: .light
            case .dark: .dark
            case .UNRECOGNIZED(let value): throw CodecError("unknown colour scheme \(value)")
            }
        guard !wire.hasDisplayScale || (wire.displayScale.isFinite && (1...4).contains(wire.displayScale)) else {
            throw CodecError("a display scale of \(wire.displayScale): 1 to 4")
        }
        return ArchiveAppearance(
            colorScheme: scheme, isLuminanceReduced: wire.luminanceReduced,
            displayScale: wire.hasDisplayScale ? wire.displayScale : 3,
            showsContainerBackground: !wire.hidesContainerBackground,
            contentMarginsDisabled: wire.contentMarginsDisabled)
    }
}
