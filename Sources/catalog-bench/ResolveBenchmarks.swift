/// Resolver benchmarks (issue 3). Not written yet.
func runResolveBenchmarks() throws {}
