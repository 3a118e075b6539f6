DROP FUNCTION IF EXISTS audit_append(uuid, text, jsonb, uuid);
DROP FUNCTION IF EXISTS audit_jcs(jsonb);
