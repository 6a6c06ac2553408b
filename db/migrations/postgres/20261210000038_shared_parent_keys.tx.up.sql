-- As 20261210000037 did for organizations, the records of activity no
-- longer reference through a foreign key the other rows many of them
-- share: a session's workflow (the default one, for most), a webhook
-- delivery's endpoint, a USD transfer's counterparty (one paid often).
-- Each check locked that row on every insert.
--
-- None of these parents is ever deleted (an endpoint is marked deleted, a
-- workflow archived), and the service reads each in the caller's
-- organization and mode before it writes the record. Keys to a row of
-- one's own stay (a session's uploads and notes, a delivery's event and
-- attempts, an exchange's quote, a deposit's address, a ledger entry's
-- transaction), and so do those to ledger accounts, whose rows a posting
-- locks anyway to change their balances. SQLite keeps every key.

-- A key's removal takes an exclusive lock on both of its tables for the
-- moment it takes; a migration waiting longer than five seconds for one
-- (behind a long transaction) gives up rather than hold every query of
-- those tables in line behind it: the server then stops and says so, and
-- starting it again retries.
SET LOCAL lock_timeout = '5s';

--bun:split

ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_workflow_id_fkey;

--bun:split

ALTER TABLE webhook_deliveries DROP CONSTRAINT IF EXISTS webhook_deliveries_endpoint_id_fkey;

--bun:split

ALTER TABLE usd_transfers DROP CONSTRAINT IF EXISTS usd_transfers_counterparty_id_fkey;
