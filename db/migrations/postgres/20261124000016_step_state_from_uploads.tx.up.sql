ALTER TABLE sessions DROP COLUMN upload_counts;
