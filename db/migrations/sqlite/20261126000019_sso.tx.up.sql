CREATE TABLE sso_settings (
    organization_id TEXT PRIMARY KEY REFERENCES organizations (id),
    enabled         BOOLEAN NOT NULL,
    issuer          TEXT NOT NULL,
    client_id       TEXT NOT NULL,
    client_secret   TEXT,
    email_domains   TEXT NOT NULL,
    default_role    TEXT NOT NULL CHECK (default_role IN ('ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER')),
    sso_only        BOOLEAN NOT NULL,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);

--bun:split

CREATE TABLE sso_flows (
    hash            TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    created_at      TEXT NOT NULL,
    expires_at      TEXT NOT NULL
);

--bun:split

CREATE INDEX sso_flows_expires_idx ON sso_flows (expires_at);

--bun:split

ALTER TABLE user_sessions ADD COLUMN sso_organization_id TEXT REFERENCES organizations (id);
