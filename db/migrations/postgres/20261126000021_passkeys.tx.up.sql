CREATE TABLE passkeys (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id),
    credential_id TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    credential    TEXT NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL,
    last_used_at  TIMESTAMPTZ
);

--bun:split

CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at);

--bun:split

CREATE TABLE passkey_challenges (
    id         TEXT PRIMARY KEY,
    user_id    TEXT REFERENCES users (id),
    purpose    TEXT NOT NULL CHECK (purpose IN ('register', 'second_factor', 'sign_in')),
    session    TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);
