-- A person's rejection of a GENIE proposal: tenant isolation, and kept as it was recorded
-- (GENIE reads it to leave the proposal out; its audit row is the item_removed row).

SELECT app_enable_tenant_rls('rubric_dismissed_proposal');

CREATE OR REPLACE FUNCTION rubric_dismissed_proposal_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'rubric_dismissal_permanent: % of a dismissed proposal is refused', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS rubric_dismissed_proposal_guard ON rubric_dismissed_proposal;
CREATE TRIGGER rubric_dismissed_proposal_guard BEFORE UPDATE OR DELETE ON rubric_dismissed_proposal
    FOR EACH ROW EXECUTE FUNCTION rubric_dismissed_proposal_guard();
-- TRUNCATE skips row triggers: the application role may not (the owner, who runs migrations
-- and the test flush, can).
REVOKE UPDATE, DELETE, TRUNCATE ON rubric_dismissed_proposal FROM cyberos_app;
