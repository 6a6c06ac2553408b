-- The records of activity (a row or more for every verification, exchange,
-- payout, event, delivery, client token and idempotent request) no longer
-- reference the rows many of them share through a foreign key: their
-- organization, and a session's workflow, a delivery's endpoint, a
-- transfer's counterparty. A foreign key's check locks the parent row (FOR
-- KEY SHARE): every insert of an organization's activity locked that
-- organization's one row, so its concurrent requests shared a lock among
-- them (a multixact, kept in PostgreSQL's own files) and each wrote the
-- row's lock anew; the same held for the default workflow, a busy endpoint,
-- a counterparty paid often. Under the verification flows the checks on
-- organizations alone took 8 % of the database's CPU (bench/README.md has
-- the figures before and after).
--
-- What the keys guarded is kept otherwise: none of these parents is ever
-- deleted (an endpoint is marked deleted, a workflow archived), and each
-- row takes them from the authenticated caller or from a row the service
-- read in the caller's organization first, never from input unchecked.
-- Keys to a row of one's own stay (a session's uploads and notes, a
-- delivery's event, an exchange's quote, a ledger entry's transaction), and
-- so do those to ledger accounts, whose rows a posting locks anyway to
-- change their balances. Configuration and people keep their keys to
-- organizations: they are written seldom. SQLite keeps every key: one
-- writer, no row locks. db's TestActivityLocksNoSharedRow lists both sets.

ALTER TABLE client_tokens DROP CONSTRAINT client_tokens_organization_id_fkey;

--bun:split

ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_organization_id_fkey;

--bun:split

ALTER TABLE events DROP CONSTRAINT events_organization_id_fkey;

--bun:split

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_organization_id_fkey;

--bun:split

ALTER TABLE ledger_holds DROP CONSTRAINT ledger_holds_organization_id_fkey;

--bun:split

ALTER TABLE fx_quotes DROP CONSTRAINT fx_quotes_organization_id_fkey;

--bun:split

ALTER TABLE fx_exchanges DROP CONSTRAINT fx_exchanges_organization_id_fkey;

--bun:split

ALTER TABLE sessions DROP CONSTRAINT sessions_organization_id_fkey;

--bun:split

ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_organization_id_fkey;

--bun:split

ALTER TABLE crypto_deposits DROP CONSTRAINT crypto_deposits_organization_id_fkey;

--bun:split

ALTER TABLE crypto_withdrawals DROP CONSTRAINT crypto_withdrawals_organization_id_fkey;

--bun:split

ALTER TABLE usd_transfers DROP CONSTRAINT usd_transfers_organization_id_fkey;

--bun:split

ALTER TABLE sessions DROP CONSTRAINT sessions_workflow_id_fkey;

--bun:split

ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_endpoint_id_fkey;

--bun:split

ALTER TABLE usd_transfers DROP CONSTRAINT usd_transfers_counterparty_id_fkey;
