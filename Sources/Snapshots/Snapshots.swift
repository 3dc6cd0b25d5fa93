// Snapshots
