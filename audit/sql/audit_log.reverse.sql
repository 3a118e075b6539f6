GRANT UPDATE, DELETE ON l1_audit_log TO cyberos_app;
GRANT DELETE ON l1_audit_chain_head TO cyberos_app;
SELECT app_disable_tenant_rls('l1_audit_chain_head');
SELECT app_disable_tenant_rls('l1_audit_log');
