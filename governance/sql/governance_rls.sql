-- Tenants and subjects are tenant-scoped like everything else.
SELECT app_enable_tenant_rls('governance_tenant', 'id');
SELECT app_enable_tenant_rls('governance_subject');

-- Signing in happens before the tenant is known: the request may read the one subject row of
-- the user it authenticated (app.user_id, set transaction-locally by subject_for_user), never
-- write through this policy.
DROP POLICY IF EXISTS subject_of_authenticated_user ON governance_subject;
CREATE POLICY subject_of_authenticated_user ON governance_subject FOR SELECT
    USING (user_id = NULLIF(current_setting('app.user_id', true), '')::integer);
