CREATE OR REPLACE FUNCTION rubric_version_unready_items(p_version uuid) RETURNS bigint
    LANGUAGE sql STABLE AS $$
    SELECT count(*) FROM rubric_item i
     WHERE i.rubric_version_id = p_version
       AND (((i.authored_by = 'genie' OR i.machine_edited_by_subject_id IS NOT NULL)
             AND i.accepted_at IS NULL)
            OR i.needs_clause_ref
            OR btrim(i.clause_ref) = ''
            OR i.citation_stale)
$$;
