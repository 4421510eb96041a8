import Combine
import Foundation
import Testing

/// Combine as widget code meets it: the provider chains of GitHubContributions and
/// WidgetExamples, `ObservableObject` and `@Published`, subjects, schedulers.
@Suite("Combine")
struct CombineTests {
    class Model: ObservableObject {
        @Published var count = 0
        @Published var name = "a"
    }

    final class Sub: Model {
        @Published var flag = false
    }

    enum Failure: Error, Equatable { case bad }

    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storedEvents: [String] = []
        var events: [String] { lock.withLock { storedEvents } }
        func add(_ event: String) { lock.withLock { storedEvents.append(event) } }
    }

    @Test("objectWillChange fires before each @Published change, one publisher for the object and its superclass")
    func observableObject() {
        let model = Sub()
        let log = Log()
        let willChange = model.objectWillChange.sink { log.add("will:\(model.count)") }
        let counts = model.$count.sink { log.add("count:\($0)") }
        model.count = 3
        model.flag = true
        #expect(model.count == 3 && model.flag)
        #expect(log.events == ["count:0", "will:0", "count:3", "will:3"])
        #expect(model.objectWillChange === model.objectWillChange)
        willChange.cancel()
        counts.cancel()
        model.count = 4
        #expect(log.events.count == 4)
    }

    @Test("a provider's chain: flatMap to a failing publisher, map, replaceError, sink; decode; tryMap; catch")
    func operators() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        Just(2).setFailureType(to: Failure.self)
            .flatMap {
                $0 > 1
                    ? Fail<Int, Failure>(error: .bad).eraseToAnyPublisher()
                    : Just($0).setFailureType(to: Failure.self).eraseToAnyPublisher()
            }
            .map { "\($0)" }
            .replaceError(with: "replaced")
            .sink { log.add($0) }
            .store(in: &bag)
        [1, 2, 3].publisher.filter { $0 != 2 }.map(\.description).sink { log.add($0) }.store(in: &bag)
        Just(Data(#"{"n":5}"#.utf8)).decode(type: [String: Int].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { log.add("\($0)") }, receiveValue: { log.add("n=\($0["n"] ?? 0)") })
            .store(in: &bag)
        Just(1).tryMap { _ -> Int in throw Failure.bad }
            .catch { _ in Just(7) }
            .sink { log.add("caught \($0)") }
            .store(in: &bag)
        Future<Int, Never> { promise in promise(.success(9)) }.sink { log.add("future \($0)") }.store(in: &bag)
        #expect(log.events == ["replaced", "1", "3", "n=5", "finished", "caught 7", "future 9"])
    }

    @Test("subjects: passthrough to current subscribers, current value replayed, nothing after completion")
    func subjects() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        let passthrough = PassthroughSubject<Int, Never>()
        passthrough.send(0)
        passthrough.sink { log.add("p\($0)") }.store(in: &bag)
        passthrough.send(1)
        let current = CurrentValueSubject<Int, Never>(1)
        current.sink(receiveCompletion: { _ in log.add("done") }, receiveValue: { log.add("c\($0)") }).store(in: &bag)
        current.value = 2
        current.send(completion: .finished)
        current.send(3)
        #expect(log.events == ["p1", "c1", "c2", "done"])
        #expect(current.value == 2)
    }

    @Test("receive(on:) delivers on the queue; a cancelled sink hears nothing more")
    func schedulers() async {
        let queue = DispatchQueue(label: "combine-tests")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        // The sink is kept until its value arrived: a cancelled (or released) sink hears nothing.
        let box = Box()
        let onQueue = await withCheckedContinuation { continuation in
            box.cancellable = Just(1).receive(on: queue).sink { _ in
                continuation.resume(returning: DispatchQueue.getSpecific(key: key) == 1)
            }
        }
        #expect(onQueue)
        box.cancellable = nil
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        let sink = subject.sink { log.add("\($0)") }
        subject.send(1)
        sink.cancel()
        subject.send(2)
        #expect(log.events == ["1"])
    }

    final class Box: @unchecked Sendable { var cancellable: AnyCancellable? }
}
