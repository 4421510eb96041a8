// Stand-in for HAKit_PromiseKit, the app's third-party package (ours, not the project's): HAKit's
// PromiseKit extension as HAKit declares it (Extensions/PromiseKit/HAConnection+PromiseKit.swift,
// home-assistant/HAKit at 56591fb6, Apache-2.0), on the PromiseKit stand-in.
import Foundation
import HAKit
import PromiseKit

public extension HAConnection {
    /// Sends a request, its answer a promise (and a block to cancel it).
    func send(_ request: HARequest) -> (promise: Promise<HAData>, cancel: () -> Void) {
        let (promise, seal) = Promise<HAData>.pending()
        let token = send(request, completion: { result in
            switch result {
            case let .success(data): seal.fulfill(data)
            case let .failure(error): seal.reject(error)
            }
        })
        return (promise: promise, cancel: token.cancel)
    }

    /// Sends a typed request, its answer a promise (and a block to cancel it).
    func send<T>(_ request: HATypedRequest<T>) -> (promise: Promise<T>, cancel: () -> Void) {
        let (promise, seal) = Promise<T>.pending()
        let token = send(request, completion: { result in
            switch result {
            case let .success(data): seal.fulfill(data)
            case let .failure(error): seal.reject(error)
            }
        })
        return (promise: promise, cancel: token.cancel)
    }
}
