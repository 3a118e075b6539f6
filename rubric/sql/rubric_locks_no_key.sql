-- Rows other tables reference are locked FOR NO KEY UPDATE, never FOR UPDATE: a foreign key
-- check of another transaction (a grant issued on the rubric, an item of the version) takes
-- FOR KEY SHARE at its commit, after it took the audit chain head; FOR UPDATE would make the
-- two wait for each other (docs/adr/0006-one-lock-order.md, addendum). Same functions as
-- rubric_integrity.sql otherwise.
CREATE OR REPLACE FUNCTION rubric_version_no_overlap() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.state NOT IN ('published', 'superseded') THEN
        RETURN NEW;
    END IF;
    PERFORM 1 FROM rubric WHERE id = NEW.rubric_id FOR NO KEY UPDATE;
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
    PERFORM 1 FROM rubric WHERE id = target_rubric FOR NO KEY UPDATE;
    SELECT * INTO STRICT version FROM rubric_version WHERE id = target_version FOR NO KEY UPDATE;
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
