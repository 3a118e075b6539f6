-- The audit log is tenant-scoped and append-only for the application role.
SELECT app_enable_tenant_rls('l1_audit_log');
SELECT app_enable_tenant_rls('l1_audit_chain_head');

-- Default privileges gave cyberos_app full DML; the log itself only grows.
REVOKE UPDATE, DELETE, TRUNCATE ON l1_audit_log FROM cyberos_app;
-- The head only moves forward (UPDATE); it is never deleted.
REVOKE DELETE, TRUNCATE ON l1_audit_chain_head FROM cyberos_app;
