-- Back to the first definitions (rubric_integrity.sql is re-run by reversing to 0004).
DROP FUNCTION IF EXISTS rubric_subject_is_human(uuid);
