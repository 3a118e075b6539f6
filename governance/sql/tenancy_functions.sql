-- Tenant isolation primitives, shared by every app's row-level-security policies.

-- The tenant the current transaction acts for, or NULL when none is set. A setting that an
-- earlier transaction on the same connection had set reads back as '' (not NULL), hence NULLIF.
-- With no tenant, "tenant_id = app_current_tenant()" is NULL: zero rows, inserts refused.
CREATE OR REPLACE FUNCTION app_current_tenant() RETURNS uuid
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid $$;

-- Put a table under tenant isolation: RLS enabled AND forced (so the table owner obeys it too),
-- one policy for reads (USING) and writes (WITH CHECK). Idempotent.
CREATE OR REPLACE FUNCTION app_enable_tenant_rls(target regclass, tenant_column name DEFAULT 'tenant_id')
    RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
    EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
    EXECUTE format(
        'CREATE POLICY tenant_isolation ON %s USING (%I = app_current_tenant()) '
        'WITH CHECK (%I = app_current_tenant())',
        target, tenant_column, tenant_column);
END
$$;

CREATE OR REPLACE FUNCTION app_disable_tenant_rls(target regclass) RETURNS void
    LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
    EXECUTE format('ALTER TABLE %s NO FORCE ROW LEVEL SECURITY', target);
    EXECUTE format('ALTER TABLE %s DISABLE ROW LEVEL SECURITY', target);
END
$$;
