-- An import withdrawn as a mistake: tenant isolation, and kept as it was recorded (its audit
-- row is eval.signed_document_withdrawn).

SELECT app_enable_tenant_rls('signed_document_withdrawal');

CREATE OR REPLACE FUNCTION signed_document_withdrawal_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'signed_document_withdrawal_permanent: % of a withdrawn import is refused', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS signed_document_withdrawal_guard ON signed_document_withdrawal;
CREATE TRIGGER signed_document_withdrawal_guard BEFORE UPDATE OR DELETE ON signed_document_withdrawal
    FOR EACH ROW EXECUTE FUNCTION signed_document_withdrawal_guard();
-- TRUNCATE skips row triggers: the application role may not (the owner, who runs migrations
-- and the test flush, can).
REVOKE UPDATE, DELETE, TRUNCATE ON signed_document_withdrawal FROM cyberos_app;
