SELECT app_enable_tenant_rls('rubric');
SELECT app_enable_tenant_rls('rubric_grant_permission');
