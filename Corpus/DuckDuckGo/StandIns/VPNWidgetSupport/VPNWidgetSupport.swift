// Stand-in for VPNWidgetSupport, the app's own module (ours, not the project's): the tunnel
// controller the VPN widget and control call, with its errors as the app declares them; it starts
// and stops the VPN through NetworkExtension in the app — here no VPN is configured.
import Foundation

/// Starts and stops the VPN's tunnel from a widget or control.
public final class VPNWidgetTunnelController {
    public enum StartFailure: Error { case vpnNotConfigured, internalError(_ error: Error) }
    public enum StopFailure: Error { case vpnNotConfigured, internalError(_ error: Error) }

    public init() {}

    public func start() async throws { throw StartFailure.vpnNotConfigured }
    public func stop() async throws { throw StopFailure.vpnNotConfigured }
}
