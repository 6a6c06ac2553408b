CREATE TABLE events (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    type            TEXT NOT NULL,
    object_id       TEXT NOT NULL,
    payload         TEXT NOT NULL,
    created_at      TEXT NOT NULL
);

--bun:split

CREATE INDEX events_list_idx ON events (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE INDEX events_object_idx ON events (organization_id, mode, object_id);

--bun:split

CREATE TABLE ledger_accounts (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    key             TEXT NOT NULL,
    kind            TEXT NOT NULL,
    asset           TEXT NOT NULL,
    customer_id     TEXT,
    chain           TEXT,
    allow_negative  BOOLEAN NOT NULL,
    balance         BIGINT NOT NULL DEFAULT 0,
    held            BIGINT NOT NULL DEFAULT 0,
    version         BIGINT NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    CHECK (held >= 0),
    CHECK (allow_negative OR balance - held >= 0)
);

--bun:split

CREATE UNIQUE INDEX ledger_accounts_key_idx ON ledger_accounts (organization_id, mode, key);

--bun:split

CREATE TABLE ledger_transactions (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    kind            TEXT NOT NULL,
    reference       TEXT NOT NULL,
    description     TEXT NOT NULL,
    created_at      TEXT NOT NULL
);

--bun:split

CREATE TABLE ledger_entries (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id   TEXT NOT NULL REFERENCES ledger_transactions (id),
    account_id       TEXT NOT NULL REFERENCES ledger_accounts (id),
    amount           BIGINT NOT NULL,
    previous_balance BIGINT NOT NULL,
    current_balance  BIGINT NOT NULL,
    created_at       TEXT NOT NULL
);

--bun:split

CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC);

--bun:split

CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

--bun:split

CREATE TABLE ledger_holds (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    account_id      TEXT NOT NULL REFERENCES ledger_accounts (id),
    amount          BIGINT NOT NULL CHECK (amount > 0),
    status          TEXT NOT NULL CHECK (status IN ('pending', 'captured', 'released')),
    reference       TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    settled_at      TEXT
);

--bun:split

CREATE TABLE fx_quotes (
    reference       TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    source_currency TEXT NOT NULL,
    source_amount   BIGINT NOT NULL,
    target_currency TEXT NOT NULL,
    target_amount   BIGINT NOT NULL,
    rate            TEXT NOT NULL,
    fee             BIGINT NOT NULL,
    expires_at      TEXT NOT NULL,
    used_at         TEXT,
    created_at      TEXT NOT NULL
);

--bun:split

CREATE TABLE fx_exchanges (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    quote_reference TEXT NOT NULL UNIQUE REFERENCES fx_quotes (reference),
    transaction_id  TEXT NOT NULL REFERENCES ledger_transactions (id),
    source_currency TEXT NOT NULL,
    source_amount   BIGINT NOT NULL,
    target_currency TEXT NOT NULL,
    target_amount   BIGINT NOT NULL,
    rate            TEXT NOT NULL,
    fee             BIGINT NOT NULL,
    created_at      TEXT NOT NULL
);

--bun:split

CREATE INDEX fx_exchanges_list_idx ON fx_exchanges (organization_id, mode, created_at DESC, id DESC);
