SELECT app_disable_tenant_rls('rubric_grant_permission');
SELECT app_disable_tenant_rls('rubric');
