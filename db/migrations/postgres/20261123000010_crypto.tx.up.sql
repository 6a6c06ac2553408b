CREATE TABLE crypto_addresses (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id),
    mode             TEXT NOT NULL,
    customer_id      TEXT NOT NULL REFERENCES customers (id),
    coin             TEXT NOT NULL,
    chain            TEXT NOT NULL,
    family           TEXT NOT NULL,
    derivation_index BIGINT NOT NULL,
    address          TEXT NOT NULL,
    offramp          BOOLEAN NOT NULL,
    active           BOOLEAN NOT NULL,
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE UNIQUE INDEX crypto_addresses_derivation_idx ON crypto_addresses (organization_id, mode, customer_id, family, derivation_index);

--bun:split

CREATE UNIQUE INDEX crypto_addresses_address_idx ON crypto_addresses (chain, address);

--bun:split

CREATE INDEX crypto_addresses_customer_idx ON crypto_addresses (organization_id, mode, customer_id, created_at, id);

--bun:split

CREATE TABLE crypto_deposits (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id),
    mode             TEXT NOT NULL,
    address_id       TEXT NOT NULL REFERENCES crypto_addresses (id),
    customer_id      TEXT NOT NULL,
    coin             TEXT NOT NULL,
    chain            TEXT NOT NULL,
    tx_hash          TEXT NOT NULL,
    log_index        BIGINT NOT NULL,
    amount           BIGINT NOT NULL CHECK (amount > 0),
    offramp          BOOLEAN NOT NULL,
    credit_currency  TEXT NOT NULL,
    credit_amount    BIGINT NOT NULL,
    exchange_id      TEXT,
    transaction_id   TEXT NOT NULL REFERENCES ledger_transactions (id),
    created_at       TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE UNIQUE INDEX crypto_deposits_chain_idx ON crypto_deposits (organization_id, mode, chain, tx_hash, log_index);

--bun:split

CREATE TABLE crypto_withdrawals (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id),
    mode             TEXT NOT NULL,
    reference        TEXT NOT NULL,
    address          TEXT NOT NULL,
    chain            TEXT NOT NULL,
    coin             TEXT NOT NULL,
    amount           BIGINT NOT NULL CHECK (amount > 0),
    currency         TEXT NOT NULL,
    cost             BIGINT NOT NULL,
    fee              BIGINT NOT NULL,
    reason           TEXT NOT NULL,
    hold_id          TEXT NOT NULL,
    hash             TEXT,
    status           TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED')),
    failure_reason   TEXT,
    transaction_id   TEXT,
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE UNIQUE INDEX crypto_withdrawals_reference_idx ON crypto_withdrawals (organization_id, mode, reference);

--bun:split

CREATE INDEX crypto_withdrawals_list_idx ON crypto_withdrawals (organization_id, mode, created_at DESC, id DESC);
