-- Second pass on rubric_integrity.sql (same functions, replaced):
--  * the corrections flag works only inside rubric_correct_item() called by cyberos_ops;
--  * the version guard enforces the transition table exactly, and publishing requires the
--    recorded content hash to be the content's and the approver and publisher to be people;
--  * rubric_correct_item() locks rubric -> version -> item (the order of every service) and
--    normalises (NFC, trimmed) and refuses blank corrections.

CREATE OR REPLACE FUNCTION rubric_correction_of_record() RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT session_user = 'cyberos_ops'
       AND current_user = 'cyberos_owner'
       AND coalesce(current_setting('app.correction_of_record', true), '') = 'on'
$$;

CREATE OR REPLACE FUNCTION rubric_subject_is_human(p_subject uuid) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM governance_subject WHERE id = p_subject AND kind = 'human')
$$;

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
