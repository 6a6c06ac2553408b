-- The expiry sweep's and the review queue's indexes are partial on queue,
-- a column derived from status ('expiry' while the person is still
-- working, 'review' while a reviewer is awaited, NULL otherwise), as on
-- PostgreSQL, where a step's update then leaves the indexes alone; the
-- queries are the same on both engines.
ALTER TABLE sessions ADD COLUMN queue TEXT GENERATED ALWAYS AS (
    CASE
        WHEN status IN ('pending', 'started', 'document_submitted', 'liveness_submitted', 'address_submitted') THEN 'expiry'
        WHEN status = 'requires_review' THEN 'review'
    END) VIRTUAL;

--bun:split

DROP INDEX sessions_expiry_idx;

--bun:split

CREATE INDEX sessions_expiry_idx ON sessions (expires_at) WHERE queue = 'expiry';

--bun:split

DROP INDEX sessions_review_idx;

--bun:split

CREATE INDEX sessions_review_idx ON sessions (organization_id, mode, review_since, id) WHERE queue = 'review';
