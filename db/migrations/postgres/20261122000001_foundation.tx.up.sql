CREATE TABLE organizations (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE TABLE api_keys (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL CHECK (mode IN ('test', 'live')),
    hash            TEXT NOT NULL UNIQUE,
    hint            TEXT NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    revoked_at      TIMESTAMPTZ
);

--bun:split

CREATE INDEX api_keys_organization_idx ON api_keys (organization_id);

--bun:split

CREATE TABLE client_tokens (
    hash            TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL CHECK (mode IN ('test', 'live')),
    session_id      TEXT NOT NULL,
    expires_at      TIMESTAMPTZ NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE INDEX client_tokens_session_idx ON client_tokens (session_id);

--bun:split

CREATE TABLE idempotency_keys (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    key             TEXT NOT NULL,
    request_hash    TEXT NOT NULL,
    status          INTEGER,
    content_type    TEXT,
    body            BYTEA,
    created_at      TIMESTAMPTZ NOT NULL,
    locked_until    TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (organization_id, mode, key)
);

--bun:split

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

--bun:split

CREATE TABLE jobs (
    id           BIGSERIAL PRIMARY KEY,
    kind         TEXT NOT NULL,
    args         JSONB NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('available', 'running', 'completed', 'discarded')),
    attempt      INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    run_at       TIMESTAMPTZ NOT NULL,
    attempted_at TIMESTAMPTZ,
    attempted_by TEXT,
    last_error   TEXT,
    unique_key   TEXT UNIQUE,
    created_at   TIMESTAMPTZ NOT NULL,
    finalized_at TIMESTAMPTZ
);

--bun:split

CREATE INDEX jobs_claim_idx ON jobs (run_at, id) WHERE state = 'available';

--bun:split

CREATE INDEX jobs_running_idx ON jobs (attempted_at) WHERE state = 'running';

--bun:split

CREATE INDEX jobs_finalized_idx ON jobs (finalized_at) WHERE finalized_at IS NOT NULL;
