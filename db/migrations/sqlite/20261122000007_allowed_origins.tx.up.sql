ALTER TABLE organizations ADD COLUMN allowed_origins TEXT NOT NULL DEFAULT '[]';
