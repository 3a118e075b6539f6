"""The database's refusal to approve or publish a version with unready items names what makes
an item unready as the guard counts it since 0010: an unaccepted machine proposal, no clause,
no quote in a language, or a stale citation — it said "uncited" for all of them."""

from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"
SAID = "'machine proposals or uncited'"
NAMED = "'machine proposals, uncited, unquoted or stale'"


def guard(*, message: str) -> str:
    text = (SQL / "version_guard_v3.sql").read_text(encoding="utf-8")
    if SAID not in text:
        raise RuntimeError("version_guard_v3.sql no longer words its refusal as expected")
    return text.replace(SAID, message)


class Migration(migrations.Migration):
    dependencies = [
        ("rubric", "0010_quotes_required"),
    ]

    operations = [
        migrations.RunSQL(guard(message=NAMED), guard(message=SAID)),
    ]
