// Stand-in for NetworkProtection (ours, not the project's): BrowserServicesKit's `ExtensionRequest` and `VPNCommand`
// (Sources/NetworkProtection/ExtensionMessage/ExtensionRequest.swift at 92f57bfc, Apache-2.0), which ExtensionMessage
// carries: `VPNCommand` as published; of `ExtensionRequest`, `changeTunnelSetting(VPNSettings.Change)` is cut (the VPN's
// settings model, which the widget never sends). `IPAddressRange` (WireGuardKit's, over Network's IP addresses) is
// ours: its text form only ("10.0.0.0/8"), Codable as the published one is, as a string.
import Foundation

public enum VPNCommand: Codable {
    case expireRegistrationKey
    case removeSystemExtension
    case removeVPNConfiguration
    case sendTestNotification
    case restartAdapter
    case uninstallVPN
    case disableConnectOnDemandAndShutDown
    case quitAgent
}

public enum ExtensionRequest: Codable {
    case command(_ command: VPNCommand)
}

/// An address range ("10.0.0.0/8"), as WireGuardKit writes it.
public struct IPAddressRange: Codable, Hashable, CustomStringConvertible {
    public let stringRepresentation: String
    public init?(from string: String) { stringRepresentation = string }
    public var description: String { stringRepresentation }
    public init(from decoder: Decoder) throws { stringRepresentation = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stringRepresentation)
    }
}
