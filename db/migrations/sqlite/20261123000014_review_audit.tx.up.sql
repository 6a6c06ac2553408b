ALTER TABLE api_keys ADD COLUMN name TEXT NOT NULL DEFAULT '';

--bun:split

ALTER TABLE organizations ADD COLUMN retention_days INTEGER;

--bun:split

ALTER TABLE sessions ADD COLUMN ended_at TEXT;

--bun:split

ALTER TABLE sessions ADD COLUMN redacted_at TEXT;

--bun:split

ALTER TABLE sessions ADD COLUMN review_since TEXT;

--bun:split

ALTER TABLE sessions ADD COLUMN assigned_key_id TEXT;

--bun:split

ALTER TABLE sessions ADD COLUMN assigned_to TEXT;

--bun:split

ALTER TABLE sessions ADD COLUMN flagged INTEGER NOT NULL DEFAULT 0;

--bun:split

ALTER TABLE sessions ADD COLUMN flag_reason TEXT;

--bun:split

ALTER TABLE sessions ADD COLUMN redo_steps TEXT;

--bun:split

UPDATE sessions SET ended_at = COALESCE(completed_at, updated_at)
WHERE status IN ('approved', 'rejected', 'expired', 'cancelled');

--bun:split

UPDATE sessions SET review_since = COALESCE(completed_at, updated_at) WHERE status = 'requires_review';

--bun:split

CREATE INDEX sessions_retention_idx ON sessions (ended_at) WHERE ended_at IS NOT NULL AND redacted_at IS NULL;

--bun:split

CREATE INDEX sessions_review_idx ON sessions (organization_id, mode, review_since, id) WHERE status = 'requires_review';

--bun:split

CREATE TABLE session_notes (
    id            TEXT PRIMARY KEY,
    session_id    TEXT NOT NULL REFERENCES sessions (id),
    author_key_id TEXT,
    author_name   TEXT NOT NULL,
    body          TEXT,
    created_at    TEXT NOT NULL
);

--bun:split

CREATE INDEX session_notes_session_idx ON session_notes (session_id, created_at, id);

--bun:split

CREATE TABLE audit_log (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    mode            TEXT NOT NULL,
    actor_key_id    TEXT,
    actor_name      TEXT NOT NULL,
    action          TEXT NOT NULL,
    object_type     TEXT NOT NULL,
    object_id       TEXT NOT NULL,
    request_id      TEXT,
    data            TEXT,
    created_at      TEXT NOT NULL
);

--bun:split

CREATE INDEX audit_log_list_idx ON audit_log (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;

--bun:split

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
