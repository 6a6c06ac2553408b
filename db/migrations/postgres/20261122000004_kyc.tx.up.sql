CREATE TABLE workflows (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    name            TEXT NOT NULL,
    config          TEXT NOT NULL,
    is_default      BOOLEAN NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE UNIQUE INDEX workflows_default_idx ON workflows (organization_id, mode) WHERE is_default;

--bun:split

CREATE INDEX workflows_list_idx ON workflows (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE TABLE sessions (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    workflow_id     TEXT NOT NULL REFERENCES workflows (id),
    workflow        TEXT NOT NULL,
    status          TEXT NOT NULL,
    user_reference  TEXT,
    customer_id     TEXT,
    metadata        TEXT,
    redirect_url    TEXT,
    document_type   TEXT,
    country         TEXT,
    address         TEXT,
    hints           TEXT NOT NULL,
    checks          TEXT,
    auto_decision   TEXT,
    final_decision  TEXT,
    decision_reason TEXT,
    risk_score      DOUBLE PRECISION,
    review_note     TEXT,
    expires_at      TIMESTAMPTZ NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL,
    completed_at    TIMESTAMPTZ
);

--bun:split

CREATE INDEX sessions_list_idx ON sessions (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE INDEX sessions_expiry_idx ON sessions (expires_at) WHERE status IN ('pending', 'started', 'document_submitted', 'liveness_submitted', 'address_submitted');

--bun:split

CREATE TABLE session_uploads (
    id              TEXT PRIMARY KEY,
    session_id      TEXT NOT NULL REFERENCES sessions (id),
    kind            TEXT NOT NULL,
    blob_key        TEXT NOT NULL,
    content_type    TEXT NOT NULL,
    width           INTEGER NOT NULL,
    height          INTEGER NOT NULL,
    size            BIGINT NOT NULL,
    hints           TEXT NOT NULL,
    result          TEXT,
    created_at      TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE INDEX session_uploads_session_idx ON session_uploads (session_id, kind, created_at);
