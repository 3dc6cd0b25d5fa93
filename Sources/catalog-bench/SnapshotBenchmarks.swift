/// Snapshot changeset benchmarks (issue 5). Not written yet.
func runSnapshotBenchmarks() throws {}
