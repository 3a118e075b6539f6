-- Rubric versions and items: tenant isolation, immutability once approved, no overlapping
-- effective intervals, and the one sanctioned path for corrections-of-record.
-- See docs/adr/0004-published-rubrics-are-immutable.md.

SELECT app_enable_tenant_rls('rubric_version');
SELECT app_enable_tenant_rls('rubric_item');

-- Inside rubric_correct_item() only: called by cyberos_ops, the function runs as the owner and
-- sets the flag transaction-locally. Nobody else gets the bypass: the application role is never
-- the owner, and an owner session is not cyberos_ops (an owner can disable triggers anyway, which
-- verify_rubric_integrity then reports).
CREATE OR REPLACE FUNCTION rubric_correction_of_record() RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT session_user = 'cyberos_ops'
       AND current_user = 'cyberos_owner'
       AND coalesce(current_setting('app.correction_of_record', true), '') = 'on'
$$;

-- The content a version stands for, hashed. Approval records it (approved_fingerprint),
-- publishing records it (content_hash), verify_rubric_integrity recomputes it.
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

-- Items change only while their version is a draft (insert, update and delete alike).
CREATE OR REPLACE FUNCTION rubric_item_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    version_state text;
BEGIN
    IF rubric_correction_of_record() THEN
        RETURN coalesce(NEW, OLD);
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        SELECT state INTO version_state FROM rubric_version WHERE id = OLD.rubric_version_id FOR SHARE;
        IF version_state IS DISTINCT FROM 'draft' THEN
            RAISE EXCEPTION 'rubric_version_immutable: items of a % version cannot be changed', version_state
                USING ERRCODE = 'insufficient_privilege';
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        SELECT state INTO version_state FROM rubric_version WHERE id = NEW.rubric_version_id FOR SHARE;
        IF version_state IS DISTINCT FROM 'draft' THEN
            RAISE EXCEPTION 'rubric_version_immutable: items cannot be added to a % version', version_state
                USING ERRCODE = 'insufficient_privilege';
        END IF;
    END IF;
    RETURN coalesce(NEW, OLD);
END
$$;
DROP TRIGGER IF EXISTS rubric_item_guard ON rubric_item;
CREATE TRIGGER rubric_item_guard BEFORE INSERT OR UPDATE OR DELETE ON rubric_item
    FOR EACH ROW EXECUTE FUNCTION rubric_item_guard();

CREATE OR REPLACE FUNCTION rubric_subject_is_human(p_subject uuid) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM governance_subject WHERE id = p_subject AND kind = 'human')
$$;

-- The legal moves of a version (the same table as rubric.transitions.TRANSITIONS):
--   draft -> approved | published,  approved -> draft | published,  published -> superseded.
-- A published row may change only by that last move, which sets effective_to and nothing else.
-- Publishing needs the content's own hash and people as approver and publisher.
CREATE OR REPLACE FUNCTION rubric_version_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF rubric_correction_of_record() THEN
        RETURN coalesce(NEW, OLD);
    END IF;
    IF TG_OP = 'INSERT' THEN
        IF NEW.state <> 'draft' THEN
            RAISE EXCEPTION 'rubric_version_immutable: a version starts as a draft, not %', NEW.state
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
    END IF;
    IF TG_OP = 'DELETE' THEN
        IF OLD.state <> 'draft' THEN
            RAISE EXCEPTION 'rubric_version_immutable: a % version cannot be deleted', OLD.state
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN OLD;
    END IF;
    -- draft -> draft | approved | published;  approved -> draft | published
    IF (OLD.state = 'draft' AND NEW.state IN ('draft', 'approved', 'published'))
       OR (OLD.state = 'approved' AND NEW.state IN ('draft', 'published')) THEN
        IF NEW.state = 'published' AND (
               NEW.content_hash IS DISTINCT FROM rubric_version_content_hash(NEW.id)
            OR NOT rubric_subject_is_human(NEW.approver_subject_id)
            OR NOT rubric_subject_is_human(NEW.published_by_subject_id)) THEN
            RAISE EXCEPTION 'rubric_version_immutable: publishing needs the content''s own hash '
                'and a person as approver and publisher'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
    END IF;
    -- published -> superseded: only state and effective_to change, from open-ended to a date
    IF OLD.state = 'published' AND NEW.state = 'superseded'
       AND OLD.effective_to IS NULL AND NEW.effective_to IS NOT NULL
       AND (to_jsonb(NEW) - 'state' - 'effective_to') = (to_jsonb(OLD) - 'state' - 'effective_to') THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'rubric_version_immutable: % -> % is not a legal change of a % version',
        OLD.state, NEW.state, OLD.state
        USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS rubric_version_guard ON rubric_version;
CREATE TRIGGER rubric_version_guard BEFORE INSERT OR UPDATE OR DELETE ON rubric_version
    FOR EACH ROW EXECUTE FUNCTION rubric_version_guard();

-- No two published/superseded intervals of a rubric overlap, even under concurrency: the
-- rubric row is locked first, so overlapping publishes queue and the second one sees the
-- first. (btree_gist, which an exclusion constraint would need, is not in every build.)
CREATE OR REPLACE FUNCTION rubric_version_no_overlap() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.state NOT IN ('published', 'superseded') THEN
        RETURN NEW;
    END IF;
    PERFORM 1 FROM rubric WHERE id = NEW.rubric_id FOR UPDATE;
    IF EXISTS (
        SELECT 1 FROM rubric_version other
         WHERE other.rubric_id = NEW.rubric_id AND other.id <> NEW.id
           AND other.state IN ('published', 'superseded')
           AND daterange(other.effective_from, other.effective_to, '[)')
               && daterange(NEW.effective_from, NEW.effective_to, '[)')
    ) THEN
        RAISE EXCEPTION 'rubric_effective_overlap: [%, %) overlaps another published interval',
            NEW.effective_from, NEW.effective_to
            USING ERRCODE = 'exclusion_violation';
    END IF;
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS rubric_version_no_overlap ON rubric_version;
CREATE TRIGGER rubric_version_no_overlap BEFORE INSERT OR UPDATE ON rubric_version
    FOR EACH ROW EXECUTE FUNCTION rubric_version_no_overlap();

-- Corrections-of-record: the only way to change published content. Executable by cyberos_ops
-- alone; needs a reason; re-records the content hash and writes its own eval.rubric_edited
-- audit row in the same transaction. Only text of the citation and wording can be corrected;
-- a different standard (weights, checks, kinds) is a new version.
CREATE OR REPLACE FUNCTION rubric_correct_item(
    p_tenant uuid, p_item uuid, p_field text, p_value text, p_reason text, p_operator text
) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    item rubric_item;
    version rubric_version;
    target_version uuid;
    target_rubric uuid;
    new_value text := btrim(normalize(coalesce(p_value, ''), NFC));
    old_value text;
    hash_before text;
    hash_after text;
    entry l1_audit_log;
BEGIN
    IF p_reason IS NULL OR btrim(p_reason) = '' THEN
        RAISE EXCEPTION 'rubric_correction_reason_required: a correction of record needs a reason'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_operator IS NULL OR btrim(p_operator) = '' THEN
        RAISE EXCEPTION 'rubric_correction_operator_required: name who makes the correction'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_field IS NULL OR p_field NOT IN ('clause_ref', 'source_quote_vi', 'source_quote_en',
                                          'title_vi', 'title_en', 'description_vi', 'description_en') THEN
        RAISE EXCEPTION 'rubric_correction_field_invalid: % cannot be corrected in place', p_field
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF new_value = '' THEN
        RAISE EXCEPTION 'rubric_correction_value_required: a correction cannot blank the text; '
            'removing content is a new version'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM set_config('app.tenant_id', p_tenant::text, true);
    PERFORM set_config('app.correction_of_record', 'on', true);

    -- Lock rubric -> version -> item, the order every service follows.
    SELECT i.rubric_version_id, v.rubric_id INTO target_version, target_rubric
      FROM rubric_item i JOIN rubric_version v ON v.id = i.rubric_version_id WHERE i.id = p_item;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'rubric_item_not_found: no item % in tenant %', p_item, p_tenant
            USING ERRCODE = 'no_data_found';
    END IF;
    PERFORM 1 FROM rubric WHERE id = target_rubric FOR UPDATE;
    SELECT * INTO STRICT version FROM rubric_version WHERE id = target_version FOR UPDATE;
    SELECT * INTO STRICT item FROM rubric_item WHERE id = p_item FOR UPDATE;
    IF version.state NOT IN ('published', 'superseded') THEN
        RAISE EXCEPTION 'rubric_correction_not_needed: % versions are edited normally', version.state
            USING ERRCODE = 'invalid_parameter_value';
    END IF;

    EXECUTE format('SELECT %I::text FROM rubric_item WHERE id = $1', p_field) INTO old_value USING p_item;
    hash_before := rubric_version_content_hash(version.id);
    EXECUTE format('UPDATE rubric_item SET %I = $1, updated_at = clock_timestamp() WHERE id = $2', p_field)
        USING new_value, p_item;
    hash_after := rubric_version_content_hash(version.id);
    UPDATE rubric_version SET content_hash = hash_after WHERE id = version.id;
    SELECT * INTO STRICT item FROM rubric_item WHERE id = p_item;

    entry := audit_append(p_tenant, 'eval.rubric_edited', jsonb_build_object(
        'rubric_id', version.rubric_id, 'rubric_version_id', version.id,
        'version_no', version.version_no, 'item_id', item.id,
        'actor_subject_id', NULL, 'actor', 'operator', 'operator', p_operator,
        'action', 'correction_of_record', 'field', p_field,
        'old_value', old_value, 'new_value', new_value, 'reason', p_reason,
        'source_doc', item.source_doc, 'clause_ref', item.clause_ref,
        'content_hash_before', hash_before, 'content_hash', hash_after,
        'trace_id', NULL), NULL);
    PERFORM set_config('app.correction_of_record', '', true);
    RETURN entry.seq;
END
$$;
REVOKE ALL ON FUNCTION rubric_correct_item(uuid, uuid, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION rubric_correct_item(uuid, uuid, text, text, text, text) TO cyberos_ops;
