-- A workflow can be archived: it is no longer offered for new sessions nor
-- counted toward an organization's 100, and it can be brought back.

ALTER TABLE workflows ADD COLUMN archived_at TEXT;
