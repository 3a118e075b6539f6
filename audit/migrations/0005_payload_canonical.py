"""Store each audit payload's RFC 8785 bytes next to it (``payload_canonical``).

Verification hashes those bytes as they are instead of canonicalising every payload again
(PostgreSQL no longer writes the jsonb out as text either). Existing rows are filled from their
payloads by ``audit.chain.canonical_document``, the function verification used until now: a row
whose payload still hashes to its ``hash`` gets exactly the bytes it was hashed over, and a row
changed before this migration stays broken.

It rewrites every audit row and holds the table's lock until it commits: run it with the
application stopped (an older release would insert rows without the new column).
"""

from pathlib import Path
from typing import Any

from django.db import migrations, models

SQL = Path(__file__).resolve().parent.parent / "sql"
BATCH_ROWS = 5_000


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


def fill_payload_canonical(apps: Any, schema_editor: Any) -> None:
    # The live definition of the form on purpose: it must be the one the hashes were made with.
    from audit.chain import canonical_document

    with schema_editor.connection.cursor() as cursor:
        # The owner obeys row-level security while it is forced: lift it for this fill only,
        # inside the migration's transaction (as governance's subject_username.sql does).
        cursor.execute("ALTER TABLE l1_audit_log NO FORCE ROW LEVEL SECURITY")
        last_id = 0
        while True:
            cursor.execute(
                "SELECT id, payload::text FROM l1_audit_log "
                "WHERE id > %s AND payload_canonical IS NULL ORDER BY id LIMIT %s",
                [last_id, BATCH_ROWS],
            )
            rows = cursor.fetchall()
            if not rows:
                break
            ids, texts = [], []
            for row_id, text in rows:
                try:
                    canonical = canonical_document(text.encode()).decode()
                except ValueError:  # not RFC 8785 JSON (an integer beyond 2**53): never hashed
                    canonical = text  # so as it is — verification reports the row broken
                ids.append(row_id)
                texts.append(canonical)
            # A number PostgreSQL keeps more exactly than a float (only in a row written by
            # hand: the writers never store one) is not the same JSON once read as a float:
            # such a row keeps its jsonb text, so the CHECK added next holds and the row
            # stays as broken as it was.
            cursor.execute(
                "UPDATE l1_audit_log AS entry SET payload_canonical = CASE "
                "WHEN filled.canonical::jsonb = entry.payload THEN filled.canonical "
                "ELSE entry.payload::text END "
                "FROM unnest(%s::bigint[], %s::text[]) AS filled(id, canonical) "
                "WHERE entry.id = filled.id",
                [ids, texts],
            )
            last_id = ids[-1]
        cursor.execute("ALTER TABLE l1_audit_log FORCE ROW LEVEL SECURITY")


class Migration(migrations.Migration):
    dependencies = [("audit", "0004_chain_and_policy_guards")]

    operations = [
        migrations.AddField(
            model_name="auditentry",
            name="payload_canonical",
            field=models.TextField(editable=False, null=True, verbose_name="payload as hashed"),
        ),
        migrations.RunPython(fill_payload_canonical, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="auditentry",
            name="payload_canonical",
            field=models.TextField(editable=False, verbose_name="payload as hashed"),
        ),
        migrations.RunSQL(
            sql("audit_payload_canonical.sql"), sql("audit_payload_canonical.reverse.sql")
        ),
        migrations.RunSQL(sql("audit_append_v2.sql"), sql("audit_append.sql")),
    ]
