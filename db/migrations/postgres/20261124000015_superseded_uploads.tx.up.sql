ALTER TABLE session_uploads ADD COLUMN superseded_at TIMESTAMPTZ;
