-- What each member sets for themselves in the console: the time zone times
-- are shown in, and which mails they want (with when each was last sent).
CREATE TABLE member_preferences (
    organization_id       TEXT NOT NULL REFERENCES organizations (id),
    user_id               TEXT NOT NULL REFERENCES users (id),
    time_zone             TEXT,
    notify_queue          BOOLEAN NOT NULL DEFAULT FALSE,
    notify_endpoints      BOOLEAN NOT NULL DEFAULT FALSE,
    queue_notified_at     TIMESTAMPTZ,
    endpoints_notified_at TIMESTAMPTZ,
    PRIMARY KEY (organization_id, user_id)
);

--bun:split

-- How long a case may wait in the review queue before the members who
-- asked are mailed (NULL: the default, an hour).
ALTER TABLE organizations ADD COLUMN review_target_minutes INTEGER;

--bun:split

-- Lists' filters saved under a name, by a member for themselves or shared
-- with the organization.
CREATE TABLE saved_views (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    user_id         TEXT NOT NULL REFERENCES users (id),
    list            TEXT NOT NULL,
    name            TEXT NOT NULL,
    query           TEXT NOT NULL,
    shared          BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE INDEX saved_views_list_idx ON saved_views (organization_id, list);

--bun:split

-- The reasons a reviewer picks from when deciding a case: a label, and
-- the note it writes on the case.
CREATE TABLE review_presets (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    decision        TEXT NOT NULL,
    label           TEXT NOT NULL,
    note            TEXT NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL
);

--bun:split

CREATE INDEX review_presets_org_idx ON review_presets (organization_id);
