CREATE TABLE sso_domains (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    domain          TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    verified_at     TEXT,
    PRIMARY KEY (organization_id, domain)
);

--bun:split

CREATE UNIQUE INDEX sso_domains_verified_idx ON sso_domains (domain) WHERE verified_at IS NOT NULL;

--bun:split

CREATE TABLE sso_links (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    user_id         TEXT NOT NULL REFERENCES users (id),
    issuer          TEXT NOT NULL,
    subject         TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    PRIMARY KEY (organization_id, user_id)
);

--bun:split

CREATE UNIQUE INDEX sso_links_subject_idx ON sso_links (organization_id, issuer, subject);

--bun:split

ALTER TABLE sso_flows ADD COLUMN user_id TEXT REFERENCES users (id);
