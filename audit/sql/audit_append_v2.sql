-- Appending to the chain from SQL, for the few writers that live in the database (the
-- corrections-of-record function). It must produce exactly the bytes audit/chain.py hashes:
-- sha256(prev_hash || JCS(row)), JCS being RFC 8785. Version 2 also stores the payload's
-- canonical bytes (payload_canonical), which verification hashes as they are.

-- audit_jcs (RFC 8785 in SQL) is unchanged: audit_append.sql.

CREATE OR REPLACE FUNCTION audit_append(p_tenant uuid, p_kind text, p_payload jsonb, p_actor uuid)
    RETURNS l1_audit_log LANGUAGE plpgsql AS $$
DECLARE
    head l1_audit_chain_head;
    entry l1_audit_log;
    at timestamptz := date_trunc('microseconds', clock_timestamp());
    canonical text;
    canonical_payload text := audit_jcs(p_payload);
BEGIN
    INSERT INTO l1_audit_chain_head (tenant_id, last_seq, last_hash)
        VALUES (p_tenant, 0, repeat('0', 64)) ON CONFLICT (tenant_id) DO NOTHING;
    SELECT * INTO STRICT head FROM l1_audit_chain_head WHERE tenant_id = p_tenant FOR UPDATE;
    canonical := '{"actor_subject_id":' || coalesce(to_jsonb(lower(p_actor::text))::text, 'null')
        || ',"created_at":'
        || to_jsonb(to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') || '+00:00')::text
        || ',"hash_version":1'
        || ',"kind":' || to_jsonb(p_kind)::text
        || ',"payload":' || canonical_payload
        || ',"seq":' || (head.last_seq + 1)
        || ',"tenant_id":' || to_jsonb(lower(p_tenant::text))::text
        || ',"trace_id":null}';
    INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, payload_canonical,
                              actor_subject_id, trace_id, created_at, hash_version, prev_hash,
                              hash)
        VALUES (p_tenant, head.last_seq + 1, p_kind, p_payload, canonical_payload, p_actor, NULL,
                at, 1,
                head.last_hash,
                encode(sha256(convert_to(head.last_hash || canonical, 'UTF8')), 'hex'))
        RETURNING * INTO entry;
    UPDATE l1_audit_chain_head SET last_seq = entry.seq, last_hash = entry.hash
        WHERE tenant_id = p_tenant;
    RETURN entry;
END
$$;
-- Only SECURITY DEFINER functions owned by the owner call it.
REVOKE ALL ON FUNCTION audit_append(uuid, text, jsonb, uuid) FROM PUBLIC;
