CREATE TABLE usd_account_requests (
    id                     TEXT PRIMARY KEY,
    organization_id        TEXT NOT NULL REFERENCES organizations (id),
    mode                   TEXT NOT NULL,
    reference              TEXT NOT NULL,
    customer_id            TEXT NOT NULL REFERENCES customers (id),
    status                 TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
    employer_name          TEXT NOT NULL,
    employment_description TEXT NOT NULL,
    employment_status      TEXT NOT NULL,
    occupation             TEXT NOT NULL,
    nationality            TEXT NOT NULL,
    us_residency_status    TEXT NOT NULL,
    identification_number  TEXT NOT NULL,
    identification_last4   TEXT NOT NULL,
    passport_number        TEXT,
    session_id             TEXT,
    kyc_link               TEXT,
    messages               TEXT NOT NULL,
    account_id             TEXT,
    created_at             TEXT NOT NULL,
    updated_at             TEXT NOT NULL,
    decided_at             TEXT
);

--bun:split

CREATE UNIQUE INDEX usd_account_requests_reference_idx ON usd_account_requests (organization_id, mode, reference);

--bun:split

CREATE INDEX usd_account_requests_customer_idx ON usd_account_requests (organization_id, mode, customer_id, status);

--bun:split

CREATE TABLE usd_accounts (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    customer_id     TEXT NOT NULL REFERENCES customers (id),
    request_id      TEXT NOT NULL REFERENCES usd_account_requests (id),
    account_name    TEXT NOT NULL,
    account_number  TEXT NOT NULL,
    routing_number  TEXT NOT NULL,
    bank_name       TEXT NOT NULL,
    created_at      TEXT NOT NULL
);

--bun:split

CREATE UNIQUE INDEX usd_accounts_number_idx ON usd_accounts (routing_number, account_number);

--bun:split

CREATE TABLE counterparties (
    id                  TEXT PRIMARY KEY,
    organization_id     TEXT NOT NULL REFERENCES organizations (id),
    mode                TEXT NOT NULL,
    account_id          TEXT NOT NULL REFERENCES usd_accounts (id),
    is_corporate        BOOLEAN NOT NULL,
    first_name          TEXT NOT NULL,
    last_name           TEXT NOT NULL,
    business_name       TEXT NOT NULL,
    email               TEXT NOT NULL,
    phone_number        TEXT NOT NULL,
    description         TEXT NOT NULL,
    account_name        TEXT NOT NULL,
    account_number      TEXT NOT NULL,
    routing_number      TEXT NOT NULL,
    institution_name    TEXT NOT NULL,
    account_type        TEXT NOT NULL,
    swift_code          TEXT NOT NULL,
    payment_rails       TEXT NOT NULL,
    beneficiary_address TEXT NOT NULL,
    institution_address TEXT,
    active              BOOLEAN NOT NULL,
    created_at          TEXT NOT NULL
);

--bun:split

CREATE INDEX counterparties_account_idx ON counterparties (organization_id, mode, account_id, created_at, id);

--bun:split

CREATE TABLE usd_transfers (
    id                    TEXT PRIMARY KEY,
    organization_id       TEXT NOT NULL REFERENCES organizations (id),
    mode                  TEXT NOT NULL,
    reference             TEXT NOT NULL,
    counterparty_id       TEXT NOT NULL REFERENCES counterparties (id),
    amount                BIGINT NOT NULL CHECK (amount > 0),
    fee                   BIGINT NOT NULL,
    rail                  TEXT NOT NULL CHECK (rail IN ('ACH', 'FEDWIRE')),
    memo                  TEXT NOT NULL,
    reason                TEXT NOT NULL,
    summary               TEXT NOT NULL,
    status                TEXT NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'RETURNED')),
    hold_id               TEXT NOT NULL,
    transaction_id        TEXT,
    return_transaction_id TEXT,
    return_code           TEXT,
    failure_reason        TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL
);

--bun:split

CREATE UNIQUE INDEX usd_transfers_reference_idx ON usd_transfers (organization_id, mode, reference);

--bun:split

CREATE INDEX usd_transfers_list_idx ON usd_transfers (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE INDEX sessions_customer_idx ON sessions (organization_id, mode, customer_id, completed_at);
