SELECT app_enable_tenant_rls('governance_grant');
SELECT app_enable_tenant_rls('governance_apitoken');

-- Bearer-token sign-in happens before the tenant is known: a transaction may read the one
-- token row whose hash it presents (app.api_key_hash, set transaction-locally).
DROP POLICY IF EXISTS apitoken_of_presented_key ON governance_apitoken;
CREATE POLICY apitoken_of_presented_key ON governance_apitoken FOR SELECT
    USING (key_hash = NULLIF(current_setting('app.api_key_hash', true), ''));

-- Operators (cyberos_ops) may list the tenants, to verify every tenant's audit chain.
DROP POLICY IF EXISTS tenant_directory_for_ops ON governance_tenant;
CREATE POLICY tenant_directory_for_ops ON governance_tenant FOR SELECT TO cyberos_ops USING (true);
