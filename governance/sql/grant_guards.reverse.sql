DROP TRIGGER IF EXISTS governance_grant_guard ON governance_grant;
DROP FUNCTION IF EXISTS governance_grant_guard();
DROP FUNCTION IF EXISTS app_session_owns(oid);
