-- Back to the second edition of the version guard (version_guard_v2.sql), which checks a
-- publish's content hash but never fills it in.
CREATE OR REPLACE FUNCTION rubric_version_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    unchanged_but text[];
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
        IF NEW.state IN ('approved', 'published') AND OLD.state <> NEW.state
           AND rubric_version_unready_items(NEW.id) > 0 THEN
            RAISE EXCEPTION 'rubric_version_not_ready: % item(s) of version % are unaccepted '
                'machine proposals or uncited', rubric_version_unready_items(NEW.id), NEW.version_no
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
    -- published | superseded -> withdrawn: before it takes effect, by a person, with a reason.
    -- The withdrawal is stamped with the transaction's time, which the predecessor's
    -- restoration below checks.
    IF OLD.state IN ('published', 'superseded') AND NEW.state = 'withdrawn' THEN
        IF OLD.effective_from <= rubric_tenant_today(OLD.tenant_id) THEN
            RAISE EXCEPTION 'rubric_version_in_force: version % took effect on %; only a scheduled '
                'version can be withdrawn', OLD.version_no, OLD.effective_from
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF NOT rubric_subject_is_human(NEW.withdrawn_by_subject_id)
           OR btrim(coalesce(NEW.withdrawal_reason, '')) = '' THEN
            RAISE EXCEPTION 'rubric_version_immutable: a person withdraws a version, with a reason'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF (to_jsonb(NEW) - 'state' - 'withdrawn_by_subject_id' - 'withdrawn_at' - 'withdrawal_reason')
           <> (to_jsonb(OLD) - 'state' - 'withdrawn_by_subject_id' - 'withdrawn_at' - 'withdrawal_reason') THEN
            RAISE EXCEPTION 'rubric_version_immutable: withdrawing changes nothing but the state'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        NEW.withdrawn_at := now();
        RETURN NEW;
    END IF;
    -- superseded -> published | superseded: the predecessor of a version withdrawn in this very
    -- transaction gets that version's interval back (open-ended again, or up to its end).
    IF OLD.state = 'superseded' AND NEW.state IN ('published', 'superseded')
       AND (to_jsonb(NEW) - 'state' - 'effective_to') = (to_jsonb(OLD) - 'state' - 'effective_to')
       AND (NEW.state = 'published') = (NEW.effective_to IS NULL)
       AND EXISTS (
           SELECT 1 FROM rubric_version withdrawn
            WHERE withdrawn.rubric_id = OLD.rubric_id
              AND withdrawn.state = 'withdrawn'
              AND withdrawn.withdrawn_at = now()
              AND withdrawn.effective_from = OLD.effective_to
              AND withdrawn.effective_to IS NOT DISTINCT FROM NEW.effective_to) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'rubric_version_immutable: % -> % is not a legal change of a % version',
        OLD.state, NEW.state, OLD.state
        USING ERRCODE = 'insufficient_privilege';
END
$$;
