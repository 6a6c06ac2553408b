-- PostgreSQL announces new events with a trigger; SQLite serves one process,
-- whose commits wake its broker directly.
SELECT 1;
