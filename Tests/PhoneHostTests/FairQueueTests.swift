@testable import PhoneHost
import NodeTransport
import Testing

@Suite("FairQueue")
struct FairQueueTests {
    @Test("peers take turns: a long backlog gets one turn per round, in each peer's own order")
    func roundRobin() {
        var queue = FairQueue<String>()
        for index in 1...5 { queue.push("a\(index)", peer: "a") }
        queue.push("b1", peer: "b")
        queue.push("c1", peer: "c")
        queue.push("b2", peer: "b")
        #expect(queue.count == 8)
        #expect(queue.waiting(for: "a") == 5)
        var order: [String] = []
        while let next = queue.pop() { order.append(next) }
        #expect(order == ["a1", "b1", "c1", "a2", "b2", "a3", "a4", "a5"])
        #expect(queue.count == 0)
        #expect(queue.pop() == nil)
    }

    @Test("a peer that arrives while another drains is served at the next turn, and long queues stay in order")
    func lateArrival() {
        var queue = FairQueue<Int>()
        for index in 0..<1000 { queue.push(index, peer: "flood") }
        var served: [Int] = []
        for _ in 0..<100 { served.append(queue.pop()!) }
        queue.push(-1, peer: "late")
        #expect(queue.pop() == 100)
        #expect(queue.pop() == -1)
        while let next = queue.pop() { served.append(next) }
        #expect(served == Array(0..<100) + Array(101..<1000))
    }
}

extension FairQueueTests {
    @Test(
        "a device's requests of every kind and its interactions' steps share its turn: another device's echo waits one turn, not for 1,000 taps"
    )
    func kindsShareATurn() {
        var queue = FairQueue<InboxItem>()
        let tap = TransportMessage([Array("tap".utf8)]), echo = TransportMessage([Array("echo".utf8)])
        for step in 0..<1000 {
            queue.push(.request(tap), peer: "flooder")
            queue.push(.step(step), peer: "flooder")  // the reload, publish and reply of an earlier tap
        }
        // The flooder's turn is under way when the other device's echo is read.
        #expect(queue.pop().map(Self.label) == "flooder: tap")
        queue.push(.request(echo), peer: "other")
        #expect(queue.pop().map(Self.label) == "flooder: step 0")
        #expect(queue.pop().map(Self.label) == "other: echo")
        // And each further request of the other device again waits at most one of the flooder's items.
        queue.push(.request(echo), peer: "other")
        #expect(queue.pop().map(Self.label) == "flooder: tap")
        #expect(queue.pop().map(Self.label) == "other: echo")
        #expect(queue.count == 1997)
    }

    static func label(_ item: InboxItem) -> String {
        switch item {
        case .request(let message):
            (message.frames.first == Array("echo".utf8) ? "other: " : "flooder: ")
                + String(decoding: message.frames[0], as: UTF8.self)
        case .step(let number): "flooder: step \(number)"
        }
    }
}
