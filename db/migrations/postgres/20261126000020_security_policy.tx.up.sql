ALTER TABLE organizations ADD COLUMN require_second_factor BOOLEAN NOT NULL DEFAULT FALSE;
