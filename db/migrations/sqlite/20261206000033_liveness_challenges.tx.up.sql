-- The liveness challenges issued to a session (a workflow that asks for
-- active liveness): the set its next attempt answers and those asked
-- before, as JSON.
ALTER TABLE sessions ADD COLUMN challenges TEXT;
