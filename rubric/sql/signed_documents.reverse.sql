-- Back to the content hash and readiness of before signed documents.
CREATE OR REPLACE FUNCTION rubric_version_content_hash(p_version uuid) RETURNS text
    LANGUAGE sql STABLE AS $$
    SELECT encode(sha256(convert_to(jsonb_build_object(
        'rubric_id', v.rubric_id,
        'rubric_version_id', v.id,
        'version_no', v.version_no,
        'items', coalesce((
            SELECT jsonb_agg(jsonb_build_object(
                'id', i.id, 'lineage_id', i.lineage_id, 'position', i.position,
                'source_doc', i.source_doc, 'clause_ref', i.clause_ref,
                'source_quote_vi', i.source_quote_vi, 'source_quote_en', i.source_quote_en,
                'item_kind', i.item_kind, 'obligation_kind', i.obligation_kind,
                'check_type', i.check_type, 'check_params', i.check_params,
                'weight', i.weight::text,
                'title_vi', i.title_vi, 'title_en', i.title_en,
                'description_vi', i.description_vi, 'description_en', i.description_en,
                'authored_by', i.authored_by, 'genie_confidence', i.genie_confidence::text,
                'needs_clause_ref', i.needs_clause_ref
            ) ORDER BY i.lineage_id)
            FROM rubric_item i WHERE i.rubric_version_id = v.id), '[]'::jsonb)
    )::text, 'UTF8')), 'hex')
    FROM rubric_version v WHERE v.id = p_version
$$;

CREATE OR REPLACE FUNCTION rubric_version_unready_items(p_version uuid) RETURNS bigint
    LANGUAGE sql STABLE AS $$
    SELECT count(*) FROM rubric_item i
     WHERE i.rubric_version_id = p_version
       AND (((i.authored_by = 'genie' OR i.machine_edited_by_subject_id IS NOT NULL)
             AND i.accepted_at IS NULL)
            OR i.needs_clause_ref
            OR btrim(i.clause_ref) = '')
$$;

GRANT UPDATE, DELETE, TRUNCATE ON signed_document, signed_document_file, document_clause
    TO cyberos_app;
DROP TRIGGER IF EXISTS signed_document_guard ON document_clause;
DROP TRIGGER IF EXISTS signed_document_guard ON signed_document_file;
DROP TRIGGER IF EXISTS signed_document_guard ON signed_document;
DROP FUNCTION IF EXISTS signed_document_guard();
SELECT app_disable_tenant_rls('document_clause');
SELECT app_disable_tenant_rls('signed_document_file');
SELECT app_disable_tenant_rls('signed_document');
