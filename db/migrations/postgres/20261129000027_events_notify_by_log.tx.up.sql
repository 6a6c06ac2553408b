-- New events are announced on the meridian_events channel by the statement
-- that records them (the event log sends NOTIFY with its insert, in the
-- same transaction) instead of a row trigger: a plain NOTIFY costs
-- PostgreSQL less than a PL/pgSQL call per row, and a transaction's
-- announcements collapse into one.
DROP TRIGGER events_notify ON events;

--bun:split

DROP FUNCTION meridian_notify_event();
