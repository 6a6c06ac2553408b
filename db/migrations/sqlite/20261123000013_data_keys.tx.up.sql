CREATE TABLE data_keys (
    id            TEXT PRIMARY KEY,
    master_key_id TEXT NOT NULL,
    wrapped       BLOB NOT NULL,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

--bun:split

CREATE INDEX data_keys_master_key_id ON data_keys (master_key_id);

--bun:split

ALTER TABLE sessions ADD COLUMN data_key_id TEXT;
