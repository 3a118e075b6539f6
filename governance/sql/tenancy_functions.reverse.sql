DROP FUNCTION IF EXISTS app_disable_tenant_rls(regclass);
DROP FUNCTION IF EXISTS app_enable_tenant_rls(regclass, name);
DROP FUNCTION IF EXISTS app_current_tenant();
