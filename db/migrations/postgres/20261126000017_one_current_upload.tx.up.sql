-- A session keeps one current upload of each kind, but for its selfies and
-- their videos (three of each). Before this, a redo reopened its steps
-- without superseding their uploads, and a document side or proof of address
-- sent again stayed beside the one before: supersede those, as of the redo
-- or the newer upload that replaced them.

UPDATE session_uploads
SET superseded_at = (SELECT max(e.created_at) FROM events AS e
                     WHERE e.type = 'verification.redo_requested' AND e.object_id = session_uploads.session_id)
WHERE superseded_at IS NULL
  AND created_at < (SELECT max(e.created_at) FROM events AS e
                    WHERE e.type = 'verification.redo_requested' AND e.object_id = session_uploads.session_id)
  AND EXISTS (SELECT 1 FROM sessions AS s WHERE s.id = session_uploads.session_id AND (
        (session_uploads.kind IN ('document_front', 'document_back') AND s.redo_steps LIKE '%"document"%')
     OR (session_uploads.kind = 'document_back' AND s.redo_steps LIKE '%"document_back"%')
     OR (session_uploads.kind IN ('liveness', 'liveness_video') AND s.redo_steps LIKE '%"liveness"%')
     OR (session_uploads.kind = 'poa' AND s.redo_steps LIKE '%"address"%')));

--bun:split

UPDATE session_uploads
SET superseded_at = (SELECT max(n.created_at) FROM session_uploads AS n
                     WHERE n.session_id = session_uploads.session_id AND n.kind = session_uploads.kind)
WHERE id IN (
    SELECT id FROM (
        SELECT id, kind, row_number() OVER (PARTITION BY session_id, kind ORDER BY created_at DESC, id DESC) AS r
        FROM session_uploads WHERE superseded_at IS NULL
    ) AS ranked
    WHERE ranked.r > CASE WHEN ranked.kind IN ('liveness', 'liveness_video') THEN 3 ELSE 1 END
);
