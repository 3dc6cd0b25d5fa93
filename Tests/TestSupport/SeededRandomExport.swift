// The tests draw from the same seeded generator and lookalike strings as the fuzz harness;
// they live in SeededRandom so that the shipped harness needs no test support.
@_exported import SeededRandom
