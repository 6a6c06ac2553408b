-- The records of activity (a row or more for every verification, exchange,
-- payout, event, delivery, client token and idempotent request) no longer
-- reference organizations through a foreign key. A foreign key's check
-- locks the parent row (FOR KEY SHARE): every insert of an organization's
-- activity wrote a lock into that organization's one row, shared through a
-- multixact (kept in PostgreSQL's own files) while several transactions
-- held it, work on one hot row that grew with the organization's traffic.
-- A profile of PostgreSQL under the verification flows had put 6 % of its
-- CPU in the foreign keys' checks, most of them on organizations;
-- bench/README.md has that profile and what dropping them saved.
--
-- What the keys guarded is kept otherwise: an organization is never
-- deleted, and these rows take their organization from the authenticated
-- caller (or from the row they follow, with that row's own key), never
-- from input. Configuration and people (keys, members, workflows,
-- endpoints, settings, accounts, customers, counterparties, addresses) keep
-- theirs: they are written seldom. SQLite keeps every key: one writer, no
-- row locks. 20261210000038 does the same for the other rows many records
-- share; db's TestActivityLocksNoSharedRow lists what is kept and what not.

-- A key's removal takes an exclusive lock on both of its tables for the
-- moment it takes; a migration waiting longer than five seconds for one
-- (behind a long transaction) gives up rather than hold every query of
-- those tables in line behind it: the server then stops and says so, and
-- starting it again retries.
SET LOCAL lock_timeout = '5s';

--bun:split

ALTER TABLE client_tokens DROP CONSTRAINT IF EXISTS client_tokens_organization_id_fkey;

--bun:split

ALTER TABLE idempotency_keys DROP CONSTRAINT IF EXISTS idempotency_keys_organization_id_fkey;

--bun:split

ALTER TABLE events DROP CONSTRAINT IF EXISTS events_organization_id_fkey;

--bun:split

ALTER TABLE ledger_transactions DROP CONSTRAINT IF EXISTS ledger_transactions_organization_id_fkey;

--bun:split

ALTER TABLE ledger_holds DROP CONSTRAINT IF EXISTS ledger_holds_organization_id_fkey;

--bun:split

ALTER TABLE fx_quotes DROP CONSTRAINT IF EXISTS fx_quotes_organization_id_fkey;

--bun:split

ALTER TABLE fx_exchanges DROP CONSTRAINT IF EXISTS fx_exchanges_organization_id_fkey;

--bun:split

ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_organization_id_fkey;

--bun:split

ALTER TABLE webhook_deliveries DROP CONSTRAINT IF EXISTS webhook_deliveries_organization_id_fkey;

--bun:split

ALTER TABLE crypto_deposits DROP CONSTRAINT IF EXISTS crypto_deposits_organization_id_fkey;

--bun:split

ALTER TABLE crypto_withdrawals DROP CONSTRAINT IF EXISTS crypto_withdrawals_organization_id_fkey;

--bun:split

ALTER TABLE usd_transfers DROP CONSTRAINT IF EXISTS usd_transfers_organization_id_fkey;
