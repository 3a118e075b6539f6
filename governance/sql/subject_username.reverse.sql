-- Back to global login names for service accounts (the tenant-local name again).
ALTER TABLE governance_subject NO FORCE ROW LEVEL SECURITY;

UPDATE auth_user AS u
   SET username = s.username
  FROM governance_subject AS s
 WHERE s.user_id = u.id AND s.kind = 'service' AND position('/' in u.username) > 0;

ALTER TABLE governance_subject FORCE ROW LEVEL SECURITY;
