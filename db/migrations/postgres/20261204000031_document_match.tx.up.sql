-- A document's keyed hash (an HMAC of its kind, issuing state and number
-- under a key of the organization and mode), which finds the same document
-- on the organization's other sessions; a redaction removes it.
ALTER TABLE sessions ADD COLUMN document_match TEXT;

--bun:split

CREATE INDEX sessions_document_match_idx ON sessions (organization_id, mode, document_match) WHERE document_match IS NOT NULL;
