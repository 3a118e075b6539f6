ALTER TABLE l1_audit_log DROP CONSTRAINT IF EXISTS audit_payload_canonical_is_payload;
