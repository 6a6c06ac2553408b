ALTER TABLE organizations ADD COLUMN widget TEXT NOT NULL DEFAULT '{}';

--bun:split

CREATE TABLE organization_logos (
    organization_id TEXT PRIMARY KEY REFERENCES organizations (id),
    content_type    TEXT NOT NULL,
    data            BLOB NOT NULL,
    created_at      TEXT NOT NULL
);
