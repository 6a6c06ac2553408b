ALTER TABLE sessions ADD COLUMN assigned_user_id TEXT;
