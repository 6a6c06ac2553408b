-- The driver an organization chooses for each stage of its verifications
-- in a mode (no row: the mode's default), and for an external service its
-- URL and signing secret (sealed under a data key of the keyring).
CREATE TABLE verification_drivers (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    mode            TEXT NOT NULL,
    stage           TEXT NOT NULL,
    driver          TEXT NOT NULL,
    url             TEXT,
    secret          TEXT,
    secret_hint     TEXT,
    updated_at      TEXT NOT NULL,
    PRIMARY KEY (organization_id, mode, stage)
);
