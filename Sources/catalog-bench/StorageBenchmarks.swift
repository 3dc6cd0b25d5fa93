/// Snapshot-history storage benchmarks (issue 5). Not written yet.
func runStorageBenchmarks() throws {}
