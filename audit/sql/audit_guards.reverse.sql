DROP TRIGGER IF EXISTS governance_tenant_policy_audited ON governance_tenant;
DROP FUNCTION IF EXISTS governance_tenant_policy_audited();
DROP FUNCTION IF EXISTS app_written_by_current_transaction(xid);
DROP TRIGGER IF EXISTS audit_chain_head_guard ON l1_audit_chain_head;
DROP FUNCTION IF EXISTS audit_chain_head_guard();
DROP TRIGGER IF EXISTS audit_log_extends_head ON l1_audit_log;
DROP FUNCTION IF EXISTS audit_log_extends_head();
