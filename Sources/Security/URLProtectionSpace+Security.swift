import Foundation
import FoundationNetworking

// What Apple's Foundation declares for certificate and trust authentication, and Linux's
// FoundationNetworking marks unavailable ("does not support methods of authentication that rely
// on the Darwin Security framework"): declared again here, where Security is, so that code
// handling a server-trust or client-certificate challenge compiles (HomeAssistantWatch's widget
// session). An available declaration of this module wins overload resolution over Foundation's
// unavailable one. They fail closed: Linux's URL loading never issues these challenges, and a
// protection space here has no server trust to evaluate.

/// The server-trust authentication method (Apple's value).
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"
/// The client-certificate authentication method (Apple's value).
public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"

extension URLProtectionSpace {
    /// The server's trust for a server-trust challenge: none here (Linux's URL loading evaluates
    /// certificates itself and issues no such challenge).
    public var serverTrust: SecTrust? { nil }
}

extension URLSessionConfiguration {
    /// Whether a task waits for connectivity rather than failing at once. Linux's URL loading
    /// never waits, so this is always false; setting it is accepted (Apple's property is settable)
    /// and changes nothing.
    public var waitsForConnectivity: Bool {
        get { false }
        set {}
    }
}
