-- The console's money pages and overview: lists of deposits, account
-- requests and accounts newest first; a wallet's holds; and the figures of
-- the overview, whose past days are counted once into daily_figures (a
-- rollup: the sources are append-only, so a closed day never changes)
-- while today is counted live through the indexes below.

CREATE INDEX crypto_deposits_list_idx ON crypto_deposits (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE INDEX usd_account_requests_list_idx ON usd_account_requests (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE INDEX usd_accounts_list_idx ON usd_accounts (organization_id, mode, created_at DESC, id DESC);

--bun:split

CREATE INDEX ledger_holds_account_idx ON ledger_holds (account_id, status, created_at DESC, id DESC);

--bun:split

-- A wallet's credits and debits of a day, read from the index alone.
CREATE INDEX ledger_entries_day_idx ON ledger_entries (account_id, created_at, amount);

--bun:split

-- Verdicts of a day, by event type.
CREATE INDEX events_type_idx ON events (organization_id, mode, type, created_at);

--bun:split

CREATE INDEX webhook_deliveries_recent_idx ON webhook_deliveries (organization_id, mode, created_at, status);

--bun:split

CREATE TABLE daily_figures (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    day             TEXT NOT NULL,
    metric          TEXT NOT NULL,
    dimension       TEXT NOT NULL,
    value           BIGINT NOT NULL,
    PRIMARY KEY (organization_id, mode, day, metric, dimension)
);
