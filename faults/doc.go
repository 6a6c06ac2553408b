// Package faults holds Meridian's fault and scale-out tests. They run real
// `meridian serve` processes (built by the tests) against PostgreSQL and a
// real S3 server (versitygw, the module's pinned tool), and do to them what
// production does: SIGKILL a process with work in flight, restart
// PostgreSQL under load, run two processes on one database and one bucket.
// They need PostgreSQL's server binaries, as the database tests do.
package faults
