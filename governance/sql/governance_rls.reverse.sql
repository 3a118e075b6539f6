DROP POLICY IF EXISTS subject_of_authenticated_user ON governance_subject;
SELECT app_disable_tenant_rls('governance_subject');
SELECT app_disable_tenant_rls('governance_tenant');
