-- A grant is a record of who may do what, on which basis, from when. The application role may
-- change an issued grant in one way only: revoke it (revoke_grant, audited as
-- governance.grant_revoked). Everything that defines the grant is fixed at issue, a revocation
-- is final, and a grant is never deleted (history and revocations would vanish with it).
-- Refusals carry SQLSTATE 42501 and a stable code, like the rubric's guards.

-- These guards hold the roles that do not own the table (cyberos_app, and cyberos_ops inside
-- its SECURITY DEFINER functions). A session of the owner is let through: it could disable the
-- trigger anyway, and what catches it is verify_audit_chain and the checkpoints (ADR 0003).
CREATE OR REPLACE FUNCTION app_session_owns(target oid) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM pg_class
                    WHERE oid = target AND relowner = (SELECT oid FROM pg_roles
                                                        WHERE rolname = session_user))
$$;

CREATE OR REPLACE FUNCTION governance_grant_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF app_session_owns(TG_RELID) THEN
        RETURN coalesce(NEW, OLD);
    END IF;
    IF TG_OP = 'DELETE' THEN
        RAISE EXCEPTION 'governance_grant_permanent: grant % cannot be deleted; revoke it', OLD.id
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF OLD.revoked_at IS NOT NULL THEN
        IF to_jsonb(NEW) IS DISTINCT FROM to_jsonb(OLD) THEN
            RAISE EXCEPTION 'governance_grant_revoked_final: grant % was revoked at %; a revoked '
                'grant cannot change', OLD.id, OLD.revoked_at
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
    END IF;
    IF (to_jsonb(NEW) - 'revoked_at' - 'revoked_by_id' - 'revocation_reason')
       IS DISTINCT FROM (to_jsonb(OLD) - 'revoked_at' - 'revoked_by_id' - 'revocation_reason') THEN
        RAISE EXCEPTION 'governance_grant_immutable: the grantee, role, scope, basis and validity '
            'of grant % are fixed at issue; revoke it and issue another', OLD.id
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS governance_grant_guard ON governance_grant;
CREATE TRIGGER governance_grant_guard BEFORE UPDATE OR DELETE ON governance_grant
    FOR EACH ROW EXECUTE FUNCTION governance_grant_guard();
