import PhoneHost
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
