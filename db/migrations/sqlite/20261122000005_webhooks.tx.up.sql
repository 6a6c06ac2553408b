CREATE TABLE webhook_endpoints (
    id                  TEXT PRIMARY KEY,
    organization_id     TEXT NOT NULL REFERENCES organizations (id),
    mode                TEXT NOT NULL,
    url                 TEXT NOT NULL,
    description         TEXT NOT NULL,
    events              TEXT NOT NULL,
    enabled             BOOLEAN NOT NULL,
    secret              TEXT NOT NULL,
    previous_secret     TEXT,
    previous_until      TEXT,
    failing_since       TEXT,
    disabled_reason     TEXT,
    created_at          TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    deleted_at          TEXT
);

--bun:split

CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (organization_id, mode) WHERE deleted_at IS NULL;

--bun:split

CREATE TABLE webhook_deliveries (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    endpoint_id     TEXT NOT NULL REFERENCES webhook_endpoints (id),
    event_id        TEXT NOT NULL REFERENCES events (id),
    status          TEXT NOT NULL,
    attempts        INTEGER NOT NULL,
    last_status     INTEGER,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);

--bun:split

CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);

--bun:split

CREATE TABLE webhook_attempts (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id   TEXT NOT NULL REFERENCES webhook_deliveries (id),
    attempt       INTEGER NOT NULL,
    status_code   INTEGER,
    latency_ms    INTEGER NOT NULL,
    response_body TEXT NOT NULL,
    error         TEXT NOT NULL,
    created_at    TEXT NOT NULL
);

--bun:split

CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);
