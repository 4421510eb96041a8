/// Interactions waiting to be committed together (``PhoneNode/commit(_:)``).
struct CommitBatch {
    var waiting: [(commit: InteractionCommit, done: CheckedContinuation<CommitOutcome, Never>)] = []
    var flushScheduled = false
}

extension PhoneNode {
    /// Commits an interaction together with the others that reach their commit in the same
    /// turn of the phone's loop: one transaction and one sync to disk for all of them, each
    /// answered only once that transaction is on disk. The first to arrive schedules the
    /// flush behind the work already queued on the loop, so those whose app code returned
    /// meanwhile join it; a lone interaction waits for nothing but its own commit.
    func commit(_ commit: InteractionCommit) async -> CommitOutcome {
        await withCheckedContinuation { done in
            batch.waiting.append((commit, done))
            guard !batch.flushScheduled else { return }
            batch.flushScheduled = true
            Task(executorPreference: executor) { await self.flushCommits() }
        }
    }

    private func flushCommits() {
        let waiting = batch.waiting
        batch = CommitBatch()
        let outcomes = database.commitInteractions(waiting.map(\.commit))
        commitStatistics.batches += 1
        commitStatistics.interactions += waiting.count
        metrics.groupCommit(of: waiting.count)
        for (item, outcome) in zip(waiting, outcomes) { item.done.resume(returning: outcome) }
        pruneIfDue()
    }
}

/// How many commits carried how many interactions, since the phone started.
struct CommitStatistics {
    var batches = 0
    var interactions = 0
}
