ALTER TABLE sessions ADD COLUMN upload_counts TEXT NOT NULL DEFAULT '{}';

--bun:split

UPDATE sessions AS s SET upload_counts = c.counts
FROM (
    SELECT session_id, json_object_agg(kind, n)::text AS counts
    FROM (SELECT session_id, kind, count(*) AS n FROM session_uploads GROUP BY session_id, kind) AS k
    GROUP BY session_id
) AS c
WHERE c.session_id = s.id;
