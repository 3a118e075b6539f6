-- The chain moves one way, and the changes it must record cannot happen without their row.
-- The application role (cyberos_app) may INSERT into l1_audit_log and UPDATE
-- l1_audit_chain_head because appending needs both (audit/chain.py, audit_append()); these
-- triggers hold it to appending. Refusals carry SQLSTATE 42501 and a stable code. An owner
-- session is let through (app_session_owns, governance/sql/grant_guards.sql): it could disable
-- the triggers anyway; verify_audit_chain and the checkpoints catch what it does.
-- See docs/adr/0006-governance-and-audit-guards.md.

-- A new row extends the head: the next sequence number after the head, linked to its hash.
CREATE OR REPLACE FUNCTION audit_log_extends_head() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    head l1_audit_chain_head;
BEGIN
    IF app_session_owns(TG_RELID) THEN
        RETURN NEW;
    END IF;
    SELECT * INTO head FROM l1_audit_chain_head WHERE tenant_id = NEW.tenant_id FOR UPDATE;
    IF NOT FOUND OR NEW.seq IS DISTINCT FROM head.last_seq + 1
       OR NEW.prev_hash IS DISTINCT FROM head.last_hash THEN
        RAISE EXCEPTION 'audit_chain_not_extended: row % does not extend the chain head (row %)',
            NEW.seq, head.last_seq
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS audit_log_extends_head ON l1_audit_log;
CREATE TRIGGER audit_log_extends_head BEFORE INSERT ON l1_audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_extends_head();

-- The head starts at the genesis and then advances by exactly the row just appended: never
-- back, never skipping, never to a hash that is not the next row's.
CREATE OR REPLACE FUNCTION audit_chain_head_guard() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF app_session_owns(TG_RELID) THEN
        RETURN NEW;
    END IF;
    IF TG_OP = 'INSERT' THEN
        IF NEW.last_seq <> 0 OR NEW.last_hash <> repeat('0', 64) THEN
            RAISE EXCEPTION 'audit_chain_head_moved: a chain head starts at row 0 and the genesis hash'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
    END IF;
    IF NEW.id IS DISTINCT FROM OLD.id OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id
       OR NEW.last_seq IS DISTINCT FROM OLD.last_seq + 1
       OR NOT EXISTS (SELECT 1 FROM l1_audit_log
                       WHERE tenant_id = OLD.tenant_id AND seq = NEW.last_seq
                         AND hash = NEW.last_hash AND prev_hash = OLD.last_hash) THEN
        RAISE EXCEPTION 'audit_chain_head_moved: the head moves from row % only to the row just '
            'appended, not to row %', OLD.last_seq, NEW.last_seq
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS audit_chain_head_guard ON l1_audit_chain_head;
CREATE TRIGGER audit_chain_head_guard BEFORE INSERT OR UPDATE ON l1_audit_chain_head
    FOR EACH ROW EXECUTE FUNCTION audit_chain_head_guard();

-- Was this row version written by the current transaction (or one of its subtransactions, as
-- Django's savepoints are)? A row we can see whose writer is still in progress can only be our
-- own: other transactions' uncommitted rows are invisible to us. A transaction-local flag would
-- not do: the app role can set any setting itself, but it cannot make a row another transaction
-- wrote look like its own. pg_xact_status() takes an epoch-qualified xid8 and xmin has 32 bits:
-- like PostgreSQL itself, read it as the full xid nearest to a recent one (any live xid is
-- within 2^31 of it). Our own subtransactions' xids may lie above both the snapshot's xmax and
-- our top-level xid, hence "nearest", not "at most".
CREATE OR REPLACE FUNCTION app_written_by_current_transaction(row_xmin xid) RETURNS boolean
    LANGUAGE sql VOLATILE AS $$
    SELECT pg_xact_status((reference + CASE WHEN delta >= 2147483648 THEN delta - 4294967296
                                            WHEN delta < -2147483648 THEN delta + 4294967296
                                            ELSE delta END)::text::xid8) = 'in progress'
      FROM (SELECT reference, row_xmin::text::bigint - (reference & 4294967295) AS delta
              FROM (SELECT greatest(pg_snapshot_xmax(pg_current_snapshot()),
                                    pg_current_xact_id())::text::bigint AS reference) AS recent
           ) AS nearest
$$;

-- Tenant policy changes only together with their audit row: set_separation_of_duties()
-- appends governance.tenant_policy_changed (changes: {column: [before, after]}) and then
-- updates the tenant, in one transaction. A raw UPDATE of a policy column with no such row
-- written by this transaction is refused. Add a column here when a policy column is added.
CREATE OR REPLACE FUNCTION governance_tenant_policy_audited() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    changes jsonb := '{}'::jsonb;
BEGIN
    IF app_session_owns(TG_RELID) THEN
        RETURN NEW;
    END IF;
    IF NEW.require_separate_approver IS DISTINCT FROM OLD.require_separate_approver THEN
        changes := changes || jsonb_build_object('require_separate_approver',
            jsonb_build_array(OLD.require_separate_approver, NEW.require_separate_approver));
    END IF;
    IF changes = '{}'::jsonb THEN
        RETURN NEW;
    END IF;
    IF NOT EXISTS (
        SELECT 1 FROM l1_audit_log entry
         WHERE entry.tenant_id = OLD.id
           AND entry.kind = 'governance.tenant_policy_changed'
           AND NOT EXISTS (SELECT 1 FROM jsonb_each(changes) AS change(name, value)
                            WHERE entry.payload -> 'changes' -> change.name
                                  IS DISTINCT FROM change.value)
           AND app_written_by_current_transaction(entry.xmin)
    ) THEN
        RAISE EXCEPTION 'governance_policy_unaudited: tenant policy % changes only through the '
            'audited service (no governance.tenant_policy_changed row in this transaction)', changes
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS governance_tenant_policy_audited ON governance_tenant;
CREATE TRIGGER governance_tenant_policy_audited BEFORE UPDATE ON governance_tenant
    FOR EACH ROW EXECUTE FUNCTION governance_tenant_policy_audited();
