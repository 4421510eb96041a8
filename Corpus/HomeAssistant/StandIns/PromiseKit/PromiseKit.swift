// Stand-in for PromiseKit, the app's third-party package (ours, not the project's): the part of
// PromiseKit 6's API the extension calls (`Promise`, `Guarantee`, `pipe`, `then`, `done`, `map`,
// `catch`, `after`, `race`, `firstly`), written here on Foundation; not PromiseKit's code.
import Foundation

/// A promise's outcome (PromiseKit's `Result`).
public enum Result<T> {
    case fulfilled(T)
    case rejected(Error)
}

/// Settles a pending promise (PromiseKit's `Resolver`).
public final class Resolver<T> {
    let box: Box<T>
    init(_ box: Box<T>) { self.box = box }
    public func fulfill(_ value: T) { box.seal(.fulfilled(value)) }
    public func reject(_ error: Error) { box.seal(.rejected(error)) }
    public func resolve(_ result: Result<T>) { box.seal(result) }
}

final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T>?
    private var handlers: [(Result<T>) -> Void] = []
    func seal(_ r: Result<T>) {
        lock.lock()
        guard result == nil else { lock.unlock(); return }
        result = r
        let waiting = handlers
        handlers = []
        lock.unlock()
        waiting.forEach { $0(r) }
    }
    func inspect(_ body: @escaping (Result<T>) -> Void) {
        lock.lock()
        if let result {
            lock.unlock()
            body(result)
        } else {
            handlers.append(body)
            lock.unlock()
        }
    }
}

/// Something that settles once (PromiseKit's `Thenable`).
public protocol Thenable: AnyObject {
    associatedtype T
    func pipe(to: @escaping (Result<T>) -> Void)
}

/// A value that may fail, later (PromiseKit's `Promise`).
public final class Promise<T>: Thenable {
    let box = Box<T>()
    public init(resolver body: (Resolver<T>) throws -> Void) {
        let r = Resolver(box)
        do { try body(r) } catch { r.reject(error) }
    }
    public init(error: Error) { box.seal(.rejected(error)) }
    public static func value(_ value: T) -> Promise<T> { Promise { $0.fulfill(value) } }
    public static func pending() -> (promise: Promise<T>, resolver: Resolver<T>) {
        let p = Promise { _ in }
        return (p, Resolver(p.box))
    }
    public func pipe(to body: @escaping (Result<T>) -> Void) { box.inspect(body) }
}

/// A value that cannot fail, later (PromiseKit's `Guarantee`).
public final class Guarantee<T>: Thenable {
    let box = Box<T>()
    public init(resolver body: (@escaping (T) -> Void) -> Void) {
        let b = box
        body { b.seal(.fulfilled($0)) }
    }
    public static func value(_ value: T) -> Guarantee<T> { Guarantee { $0(value) } }
    public func pipe(to body: @escaping (Result<T>) -> Void) { box.inspect(body) }
}

public extension Thenable {
    func then<U: Thenable>(_ body: @escaping (T) throws -> U) -> Promise<U.T> {
        Promise<U.T> { r in
            pipe { result in
                switch result {
                case let .fulfilled(value):
                    do { try body(value).pipe(to: r.resolve) } catch { r.reject(error) }
                case let .rejected(error): r.reject(error)
                }
            }
        }
    }
    func map<U>(_ body: @escaping (T) throws -> U) -> Promise<U> {
        Promise<U> { r in
            pipe { result in
                switch result {
                case let .fulfilled(value):
                    do { r.fulfill(try body(value)) } catch { r.reject(error) }
                case let .rejected(error): r.reject(error)
                }
            }
        }
    }
    func done(_ body: @escaping (T) throws -> Void) -> Promise<Void> { map(body) }
    func get(_ body: @escaping (T) throws -> Void) -> Promise<T> { map { try body($0); return $0 } }
    @discardableResult
    func `catch`(_ body: @escaping (Error) -> Void) -> Guarantee<Void> {
        Guarantee { seal in
            pipe { result in
                if case let .rejected(error) = result { body(error) }
                seal(())
            }
        }
    }
    func asVoid() -> Promise<Void> { map { _ in () } }
}

/// A guarantee fulfilled after `seconds`.
public func after(seconds: TimeInterval) -> Guarantee<Void> {
    Guarantee { seal in
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { seal(()) }
    }
}

/// The first of the promises to settle.
public func race<U: Thenable>(_ thenables: U...) -> Promise<U.T> {
    Promise { r in thenables.forEach { $0.pipe(to: r.resolve) } }
}

/// Starts a chain.
public func firstly<U: Thenable>(execute body: () throws -> U) -> Promise<U.T> {
    Promise { r in
        do { try body().pipe(to: r.resolve) } catch { r.reject(error) }
    }
}
