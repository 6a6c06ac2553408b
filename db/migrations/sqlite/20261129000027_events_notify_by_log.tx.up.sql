-- PostgreSQL's event log now announces new events itself; SQLite serves one
-- process, whose commits wake its broker directly.
SELECT 1;
