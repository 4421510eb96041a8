import Foundation
import FoundationNetworking

// URLCredential's Security initialisers, which Apple's Foundation declares and Linux's
// FoundationNetworking does not (it has no Security framework).
extension URLCredential {
    /// A credential that accepts a server's trust (here: a credential with no user, since Linux's
    /// URL loading does not take server trusts).
    public convenience init(trust: SecTrust) { self.init(user: "", password: "", persistence: .none) }

    /// A client certificate credential (here: a credential with no user, since Linux's URL
    /// loading does not take client certificates).
    public convenience init(identity: SecIdentity, certificates: [Any]?, persistence: URLCredential.Persistence) {
        self.init(user: "", password: "", persistence: persistence)
    }
}
