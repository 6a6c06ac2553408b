CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    password_hash TEXT,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

--bun:split

CREATE TABLE memberships (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    user_id         TEXT NOT NULL REFERENCES users (id),
    role            TEXT NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER')),
    created_at      TEXT NOT NULL,
    PRIMARY KEY (organization_id, user_id)
);

--bun:split

CREATE INDEX memberships_user_idx ON memberships (user_id);

--bun:split

CREATE TABLE user_sessions (
    id              TEXT PRIMARY KEY,
    hash            TEXT NOT NULL UNIQUE,
    user_id         TEXT NOT NULL REFERENCES users (id),
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL CHECK (mode IN ('test', 'live')),
    device          TEXT NOT NULL,
    ip              TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    last_seen_at    TEXT NOT NULL,
    expires_at      TEXT NOT NULL,
    ended_at        TEXT
);

--bun:split

CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, created_at);

--bun:split

CREATE TABLE invitations (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    email           TEXT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER')),
    hash            TEXT NOT NULL UNIQUE,
    invited_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    expires_at      TEXT NOT NULL,
    accepted_at     TEXT,
    revoked_at      TEXT
);

--bun:split

CREATE INDEX invitations_organization_idx ON invitations (organization_id, created_at);

--bun:split

ALTER TABLE api_keys ADD COLUMN role TEXT CHECK (role IN ('OWNER', 'ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER'));

--bun:split

ALTER TABLE audit_log ADD COLUMN actor_user_id TEXT;

--bun:split

ALTER TABLE users ADD COLUMN totp_secret TEXT;

--bun:split

ALTER TABLE users ADD COLUMN totp_enabled_at TEXT;

--bun:split

CREATE TABLE recovery_codes (
    hash       TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id),
    created_at TEXT NOT NULL,
    used_at    TEXT
);

--bun:split

CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id);

--bun:split

CREATE TABLE password_resets (
    hash       TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at    TEXT
);
