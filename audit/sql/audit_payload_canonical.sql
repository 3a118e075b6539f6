-- payload_canonical holds the payload's RFC 8785 bytes, the form it was hashed in; verification
-- hashes them as they are (audit/chain.py). The two columns must be the same JSON, so what is
-- read as the payload is what was hashed: a row cannot carry one and be checked by the other.
ALTER TABLE l1_audit_log ADD CONSTRAINT audit_payload_canonical_is_payload
    CHECK (payload_canonical::jsonb = payload);
