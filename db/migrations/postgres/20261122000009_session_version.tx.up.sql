-- A session's version counts its changes: a step that read the session
-- before its transaction saves only if nobody changed it meanwhile.
ALTER TABLE sessions ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
