-- Signed documents: tenant isolation, immutability once imported, and citations in the
-- content a version stands for. See docs/adr/0009-signed-documents-and-citations.md.

SELECT app_enable_tenant_rls('signed_document');
SELECT app_enable_tenant_rls('signed_document_file');
SELECT app_enable_tenant_rls('document_clause');

-- What was signed does not change: an amendment is imported as the next version.
CREATE OR REPLACE FUNCTION signed_document_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'signed_document_immutable: % of % is refused; import an amendment as a new version',
        TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS signed_document_guard ON signed_document;
CREATE TRIGGER signed_document_guard BEFORE UPDATE OR DELETE ON signed_document
    FOR EACH ROW EXECUTE FUNCTION signed_document_guard();
DROP TRIGGER IF EXISTS signed_document_guard ON signed_document_file;
CREATE TRIGGER signed_document_guard BEFORE UPDATE OR DELETE ON signed_document_file
    FOR EACH ROW EXECUTE FUNCTION signed_document_guard();
DROP TRIGGER IF EXISTS signed_document_guard ON document_clause;
CREATE TRIGGER signed_document_guard BEFORE UPDATE OR DELETE ON document_clause
    FOR EACH ROW EXECUTE FUNCTION signed_document_guard();
-- TRUNCATE skips row triggers: the application role may not (the owner, who runs
-- migrations and the test flush, can; it could also drop triggers).
REVOKE UPDATE, DELETE, TRUNCATE ON signed_document, signed_document_file, document_clause
    FROM cyberos_app;

-- The content hash now also covers the document version each citation was verified against
-- (its SHA-256). Items without one hash exactly as before, so versions published earlier
-- still verify.
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
            ) || CASE WHEN d.id IS NULL THEN '{}'::jsonb
                      ELSE jsonb_build_object('cited_document_sha256', d.sha256) END
            ORDER BY i.lineage_id)
            FROM rubric_item i LEFT JOIN signed_document d ON d.id = i.cited_document_id
            WHERE i.rubric_version_id = v.id), '[]'::jsonb)
    )::text, 'UTF8')), 'hex')
    FROM rubric_version v WHERE v.id = p_version
$$;

-- What stands between a version and approval, as the database sees it: a machine-written or
-- machine-edited item no person accepted, an item without a citation, or one whose cited
-- clause an amendment changed and nobody reviewed since.
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
