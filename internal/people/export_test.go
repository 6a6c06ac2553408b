package people

// This package's tests hash passwords at argon2id's least cost (one pass
// over 8 KiB): they check what hashes are for (a password verifies, a
// wrong one does not, hashes take turns), and argon2 at the server's cost
// is slow under the race detector. TestServerCost checks the server's.
// (dummyHash was made at the server's cost, before this runs.)
func init() { cost.time, cost.memory = 1, 8 }
