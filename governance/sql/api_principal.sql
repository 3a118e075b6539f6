-- Bearer-token sign-in in one statement: the API's reads pay one round trip for "who is this,
-- and which tenant does the rest of this transaction act for".
--
-- SECURITY INVOKER on purpose: it runs as the caller (cyberos_app) under the same row-level
-- security as the three statements it replaces — the token row is visible only while its own
-- hash is presented (app.api_key_hash, cleared again at once), the subject and tenant only once
-- the tenant is set. On success the tenant setting stays made for the rest of the caller's
-- transaction (transaction-locally, like every other tenant setting); an unknown or revoked
-- token, or a deactivated login, returns no row and sets nothing.
CREATE OR REPLACE FUNCTION api_token_principal(p_key_hash text)
    RETURNS TABLE (subject jsonb, account jsonb, tenant jsonb)
    LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $$
DECLARE
    token_tenant uuid;
    token_subject uuid;
BEGIN
    PERFORM set_config('app.api_key_hash', coalesce(p_key_hash, ''), true);
    SELECT t.tenant_id, t.subject_id INTO token_tenant, token_subject
        FROM governance_apitoken t
        WHERE t.key_hash = p_key_hash AND t.revoked_at IS NULL;
    PERFORM set_config('app.api_key_hash', '', true);
    IF token_tenant IS NULL THEN
        RETURN;
    END IF;
    PERFORM set_config('app.tenant_id', token_tenant::text, true);
    RETURN QUERY
        SELECT to_jsonb(s), to_jsonb(u), to_jsonb(g)
        FROM governance_subject s
        JOIN auth_user u ON u.id = s.user_id AND u.is_active
        JOIN governance_tenant g ON g.id = s.tenant_id
        WHERE s.id = token_subject;
    IF NOT FOUND THEN
        -- A deactivated login acts for no tenant at all.
        PERFORM set_config('app.tenant_id', '', true);
    END IF;
END
$$;
