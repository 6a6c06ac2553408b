-- The records of activity (a row or more for every verification, exchange,
-- payout, event, delivery, client token and idempotent request) no longer
-- reference organizations through a foreign key. A foreign key's check
-- locks the parent row (FOR KEY SHARE): every insert of an organization's
-- activity locked that organization's one row, so its concurrent requests
-- shared a lock among them (a multixact, kept in PostgreSQL's own files)
-- and each wrote the row's lock anew. Under the verification flows these
-- checks took 8 % of the database's CPU; without them the flows per second
-- over the floor's went from 0.71, 0.74, 0.70 to 0.74, 0.75, 0.78 at 8
-- clients (bench/README.md).
--
-- What the keys guarded is kept otherwise: an organization is never
-- deleted, and these rows take their organization from the authenticated
-- caller (or from the row they follow, with that row's own key), never from
-- input. Configuration and people (keys, members, workflows, endpoints,
-- settings, accounts, customers, counterparties, addresses) keep theirs;
-- they are written seldom. SQLite keeps every key: one writer, no row
-- locks. db's TestActivityCarriesNoOrganizationKey lists both sets.

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
