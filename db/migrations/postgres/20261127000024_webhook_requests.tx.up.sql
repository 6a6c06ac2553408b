-- A delivery names the job that makes its attempts by the job's unique key
-- (when it is tried next is that job's run_at); an attempt records the
-- request it sent (the URL and the headers, the signatures' values left
-- out) and the headers of the response. An endpoint's deliveries are
-- listed by status from an index.

ALTER TABLE webhook_deliveries ADD COLUMN job_key TEXT;

--bun:split

ALTER TABLE webhook_attempts ADD COLUMN url TEXT NOT NULL DEFAULT '';

--bun:split

ALTER TABLE webhook_attempts ADD COLUMN request_headers TEXT NOT NULL DEFAULT '[]';

--bun:split

ALTER TABLE webhook_attempts ADD COLUMN response_headers TEXT NOT NULL DEFAULT '[]';

--bun:split

CREATE INDEX webhook_deliveries_status_idx ON webhook_deliveries (endpoint_id, status, created_at DESC, id DESC);
