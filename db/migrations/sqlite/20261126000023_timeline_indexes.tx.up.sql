-- An object's timeline (events and audit entries about one session, say)
-- is read newest first from an index in that order, whatever the size of
-- the organization's log; and the audit log, whose organization-wide
-- entries are listed in both modes, is read in order across modes.

DROP INDEX events_object_idx;

--bun:split

CREATE INDEX events_object_idx ON events (organization_id, mode, object_id, created_at DESC, id DESC);

--bun:split

CREATE INDEX audit_log_org_idx ON audit_log (organization_id, created_at DESC, id DESC);

--bun:split

CREATE INDEX audit_log_object_idx ON audit_log (organization_id, object_id, created_at DESC, id DESC);
