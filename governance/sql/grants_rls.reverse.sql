DROP POLICY IF EXISTS tenant_directory_for_ops ON governance_tenant;
DROP POLICY IF EXISTS apitoken_of_presented_key ON governance_apitoken;
SELECT app_disable_tenant_rls('governance_apitoken');
SELECT app_disable_tenant_rls('governance_grant');
