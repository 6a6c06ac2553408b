ALTER TABLE sessions ADD COLUMN upload_counts TEXT NOT NULL DEFAULT '{}';

--bun:split

UPDATE sessions SET upload_counts = (
    SELECT json_group_object(kind, n)
    FROM (SELECT kind, count(*) AS n FROM session_uploads AS u WHERE u.session_id = sessions.id GROUP BY kind)
)
WHERE EXISTS (SELECT 1 FROM session_uploads AS u WHERE u.session_id = sessions.id);
