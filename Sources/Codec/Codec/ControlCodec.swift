import RelayWire
import WidgetRelayKit

extension WireCodec {
    package static func encode(_ control: ControlState) -> Relay_V1_ControlUpdate {
        .with {
            $0.kind = control.kind
            $0.template = control.template == .toggle ? .toggle : .button
            $0.displayName = control.displayName
            $0.description_p = control.description
            $0.title = control.title
            $0.isOn = control.isOn
            $0.action = encode(control.action)
            $0.elementID = control.elementID
            $0.label = encode(control.label)
        }
    }

    package static func decode(_ wire: Relay_V1_ControlUpdate) throws -> ControlState {
        let template: ControlState.Template
        switch wire.template {
        case .toggle: template = .toggle
        case .button: template = .button
        case .unspecified, .UNRECOGNIZED:
            throw CodecError("control \(wire.kind) has an unknown template \(wire.template.rawValue)")
        }
        return ControlState(
            kind: wire.kind, template: template, displayName: wire.displayName, description: wire.description_p,
            title: wire.title, isOn: wire.isOn, action: try decode(wire.action), elementID: wire.elementID,
            label: try decode(wire.label))
    }
}
