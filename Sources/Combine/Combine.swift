// `import Combine`: the part of Apple's Combine widget code meets, in Apple's names and shapes —
// publishers and subscribers (`Publisher`, `Subscriber`, `Subscription`, `Subscribers.Sink`,
// `AnyCancellable`), the publishers an app makes (`Just`, `Fail`, `Empty`, `Future`, `Deferred`,
// `PassthroughSubject`, `CurrentValueSubject`, `URLSession.DataTaskPublisher`), the common
// operators (`map`, `tryMap`, `mapError`, `flatMap`, `compactMap`, `filter`, `replaceError`,
// `catch`, `setFailureType`, `decode`, `receive(on:)`, `subscribe(on:)`, `sink`, `assign`,
// `eraseToAnyPublisher`), schedulers (`DispatchQueue`, `RunLoop`, `ImmediateScheduler`) and
// `ObservableObject` with `@Published`.
//
// What it is not: Apple's Combine in full. Demand is honoured as unlimited (every subscriber
// here asks for all values, as `sink` and `assign` do); there are no time operators (`debounce`,
// `delay`, `throttle`, `Timer.publish`); a scheduler runs an action when asked, with no
// tolerance or intervals. An `ObservableObject` whose class declares no `@Published` property
// answers a new, silent `objectWillChange` each time (Apple's keeps one per object).
// Linux has no Combine: this is the package's own, written to Apple's documentation.
