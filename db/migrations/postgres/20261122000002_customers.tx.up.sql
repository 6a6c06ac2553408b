CREATE TABLE customers (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    email           TEXT NOT NULL,
    country         TEXT NOT NULL,
    status          TEXT NOT NULL,
    tier            INTEGER NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE UNIQUE INDEX customers_email_idx ON customers (organization_id, mode, email);

--bun:split

CREATE INDEX customers_list_idx ON customers (organization_id, mode, created_at DESC, id DESC);
