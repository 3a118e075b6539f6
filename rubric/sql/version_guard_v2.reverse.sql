-- The first edition of rubric_version_guard comes back from rubric_integrity.sql (run before
-- this file by the migration's reverse); these helpers go.
DROP FUNCTION IF EXISTS rubric_version_unready_items(uuid);
DROP FUNCTION IF EXISTS rubric_tenant_today(uuid);
