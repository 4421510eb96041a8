import Foundation
import RelayWire
import WidgetRelayKit

extension WireCodec {
    package static func encode(_ value: IntentValue) -> Relay_V1_ParameterValue {
        var wire = Relay_V1_ParameterValue()
        switch value {
        case .string(let v): wire.stringValue = v
        case .int(let v): wire.intValue = Int64(v)
        case .double(let v): wire.doubleValue = v
        case .bool(let v): wire.boolValue = v
        case .date(let v): wire.dateValue = timestamp(v)
        case .url(let v): wire.urlValue = v.absoluteString
        case .enumCase(let v):
            wire.enumValue = .with {
                $0.enumType = v.enumType
                $0.rawValue = v.rawValue
                if let display = v.display { $0.display = encode(display) }
            }
        case .entity(let v):
            wire.entityValue = .with {
                $0.entityType = v.entityType
                $0.id = v.id
                if let display = v.display { $0.display = encode(display) }
            }
        case .null: wire.nullValue = Relay_V1_NullValue()
        }
        return wire
    }

    package static func decode(_ wire: Relay_V1_ParameterValue, parameter: String) throws -> IntentValue {
        switch wire.kind {
        case .stringValue(let v): return .string(v)
        case .intValue(let v):
            guard let int = Int(exactly: v) else {
                throw CodecError("parameter “\(parameter)”.int: \(v) does not fit this platform's Int")
            }
            return .int(int)
        case .doubleValue(let v): return .double(v)
        case .boolValue(let v): return .bool(v)
        case .dateValue(let v): return .date(try date(v, "parameter “\(parameter)”.date"))
        case .urlValue(let v): return .url(try url(v, "parameter “\(parameter)”"))
        case .enumValue(let v):
            return .enumCase(
                EnumCaseValue(
                    enumType: v.enumType, rawValue: v.rawValue, display: v.hasDisplay ? decode(v.display) : nil))
        case .entityValue(let v):
            return .entity(
                EntityValue(entityType: v.entityType, id: v.id, display: v.hasDisplay ? decode(v.display) : nil))
        case .nullValue: return .null
        case nil: throw CodecError("parameter “\(parameter)” has no value")
        }
    }

    package static func encode(_ invocation: IntentInvocation) -> Relay_V1_IntentInvocation {
        .with {
            $0.intentType = invocation.intentType
            $0.parameters = invocation.parameters.map { parameter in
                .with {
                    $0.name = parameter.name
                    $0.value = encode(parameter.value)
                }
            }
        }
    }

    package static func decode(_ wire: Relay_V1_IntentInvocation) throws -> IntentInvocation {
        guard !wire.intentType.isEmpty else { throw CodecError("an intent invocation has no intent type") }
        return IntentInvocation(
            intentType: wire.intentType,
            parameters: try wire.parameters.map {
                NamedIntentValue(name: $0.name, value: try decode($0.value, parameter: $0.name))
            })
    }

    package static func encode(_ schema: IntentSchema) -> Relay_V1_ConfigurationSchema {
        .with {
            $0.intentType = schema.intentType
            $0.title = schema.title
            $0.description_p = schema.description
            $0.parameters = schema.parameters.map { parameter in
                .with {
                    $0.name = parameter.name
                    $0.title = parameter.title
                    $0.optional = parameter.isOptional
                    if let value = parameter.defaultValue { $0.defaultValue = encode(value) }
                    $0.order = Int32(clamping: parameter.order)
                    $0.description_p = optionalString(parameter.description)
                    switch parameter.kind {
                    case .string: $0.type = .string
                    case .int: $0.type = .int
                    case .double: $0.type = .double
                    case .bool: $0.type = .bool
                    case .date: $0.type = .date
                    case .url: $0.type = .url
                    case .enumeration(let type, let cases):
                        $0.type = .enum
                        $0.enumType = type
                        $0.enumCases = cases.map { enumCase in
                            .with {
                                $0.enumType = enumCase.enumType
                                $0.rawValue = enumCase.rawValue
                                if let display = enumCase.display { $0.display = encode(display) }
                            }
                        }
                    case .entity(let type):
                        $0.type = .entity
                        $0.entityType = type
                    }
                }
            }
        }
    }

    package static func decode(_ wire: Relay_V1_ConfigurationSchema) throws -> IntentSchema {
        IntentSchema(
            intentType: wire.intentType, title: wire.title, description: wire.description_p,
            parameters: try wire.parameters.map { p in
                let kind: IntentParameterKind
                switch p.type {
                case .string: kind = .string
                case .int: kind = .int
                case .double: kind = .double
                case .bool: kind = .bool
                case .date: kind = .date
                case .url: kind = .url
                case .enum:
                    kind = .enumeration(
                        type: p.enumType,
                        cases: p.enumCases.map {
                            EnumCaseValue(
                                enumType: $0.enumType, rawValue: $0.rawValue,
                                display: $0.hasDisplay ? decode($0.display) : nil)
                        })
                case .entity: kind = .entity(type: p.entityType)
                case .unspecified, .UNRECOGNIZED:
                    throw CodecError("parameter “\(p.name)” has an unknown type \(p.type.rawValue)")
                }
                return IntentParameterSchema(
                    name: p.name, title: p.title, kind: kind, isOptional: p.optional,
                    defaultValue: p.hasDefaultValue ? try decode(p.defaultValue, parameter: p.name) : nil,
                    order: Int(p.order), description: optionalString(p.description_p))
            })
    }
}
