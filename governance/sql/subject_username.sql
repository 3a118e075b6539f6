-- Fill the tenant-local Subject.username of existing rows and move service accounts' Django
-- login names to their internal, tenant-qualified form (docs/adr/0006). Runs as the table
-- owner, which obeys row-level security while it is forced: lift it for these two UPDATEs
-- only, inside the migration's transaction.
ALTER TABLE governance_subject NO FORCE ROW LEVEL SECURITY;

UPDATE governance_subject AS s
   SET username = u.username
  FROM auth_user AS u
 WHERE u.id = s.user_id AND s.username = '';

UPDATE auth_user AS u
   SET username = s.tenant_id::text || '/' || s.username
  FROM governance_subject AS s
 WHERE s.user_id = u.id AND s.kind = 'service' AND position('/' in u.username) = 0;

ALTER TABLE governance_subject FORCE ROW LEVEL SECURITY;
