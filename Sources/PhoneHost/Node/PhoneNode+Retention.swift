extension PhoneNode {
    /// Starts a batch of pruning when ``PruneSchedule`` says (after a commit, at a heartbeat):
    /// it runs on the store's writer queue, not on this loop, and reports back as an event.
    func pruneIfDue() {
        guard let cutoff = pruning.due(at: clock.now()) else { return }
        let mailbox = mailbox
        database.pruneInteractions(before: cutoff, limit: pruning.retention.batchSize) { mailbox.post(.pruned($0)) }
    }

    func pruningFinished(_ result: Result<Int, any Error>) {
        switch result {
        case .success(let deleted):
            pruning.finished(deleted: deleted, at: clock.now())
            metrics.pruned(deleted)
            if deleted > 0 {
                logger.debug(
                    "interaction records pruned",
                    metadata: ["deleted": "\(deleted)", "since-start": "\(pruning.pruned)"])
            }
        case .failure(let error):
            pruning.finished(deleted: nil, at: clock.now())
            logger.warning("pruning interaction records failed; tried again later", metadata: ["error": "\(error)"])
        }
    }
}
