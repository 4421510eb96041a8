import Foundation

/// The classes Xcode generates from a SiriKit `.intentdefinition` file: an `INIntent` subclass
/// per intent (`<Name>Intent`, a property per parameter), an enum per enum, an `INObject`
/// subclass per custom type — so a widget's `IntentConfiguration(intent: <Name>Intent.self, …)`
/// compiles as in Xcode.
public enum IntentDefinitions {
    /// Why a definition could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    public static func source(definition: Data) throws -> String {
        let plist: [String: Any]
        do {
            guard
                let dictionary = try PropertyListSerialization.propertyList(from: definition, format: nil)
                    as? [String: Any]
            else {
                throw Unreadable(description: "an intent definition is a property list dictionary")
            }
            plist = dictionary
        } catch let error as Unreadable {
            throw error
        } catch {
            throw Unreadable(description: "not a property list: \(error.localizedDescription)")
        }
        var lines = [
            "// Generated from the extension's intent definitions, as Xcode generates them.", "import Foundation",
            "import WidgetRelayKit", "",
        ]
        for enumeration in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = identifier(enumeration["INEnumName"]) else { continue }
            lines.append("public enum \(name): Int, Sendable, CaseIterable {")
            for (index, value) in (enumeration["INEnumValues"] as? [[String: Any]] ?? []).enumerated() {
                guard let caseName = identifier(value["INEnumValueName"]) else { continue }
                lines.append("    case `\(caseName)` = \((value["INEnumValueIndex"] as? Int) ?? index)")
            }
            lines += ["}", ""]
        }
        for type in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = identifier(type["INTypeName"]) else { continue }
            lines.append("public final class \(name): INObject {")
            for property in type["INTypeProperties"] as? [[String: Any]] ?? [] {
                guard let propertyName = identifier(property["INTypePropertyName"]),
                    !["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"].contains(
                        propertyName)
                else { continue }
                lines.append("    public var \(propertyName): \(swiftType(property, prefix: "INTypeProperty"))")
            }
            lines += ["}", ""]
        }
        for intent in plist["INIntents"] as? [[String: Any]] ?? [] {
            guard let name = identifier(intent["INIntentName"]) else { continue }
            lines.append("public final class \(name)Intent: INIntent {")
            for parameter in intent["INIntentParameters"] as? [[String: Any]] ?? [] {
                guard let parameterName = identifier(parameter["INIntentParameterName"]) else { continue }
                lines.append("    public var \(parameterName): \(swiftType(parameter, prefix: "INIntentParameter"))")
            }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// A parameter's or property's Swift type and default, as Xcode declares it.
    static func swiftType(_ item: [String: Any], prefix: String) -> String {
        let multiple = item["\(prefix)SupportsMultipleValues"] as? Bool ?? false
        if let enumName = identifier(item["\(prefix)EnumType"]) {
            return multiple
                ? "[\(enumName)]? = nil" : "\(enumName) = \(enumName)(rawValue: 0) ?? \(enumName).allCases[0]"
        }
        let base: String
        if let object = identifier(item["\(prefix)ObjectType"]) {
            base = object
        } else {
            switch item["\(prefix)Type"] as? String {
            case "String": base = "String"
            case "URL": base = "URL"
            case "Date", "DateComponents": base = "DateComponents"
            default: base = "NSNumber"  // Integer, Boolean, Decimal, Duration…: NSNumber, as Xcode's
            }
        }
        return multiple ? "[\(base)]? = nil" : "\(base)? = nil"
    }

    /// A name usable as a Swift identifier, or nil.
    static func identifier(_ value: Any?) -> String? {
        guard let name = value as? String, let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return name
    }
}
