from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("rubric", "0004_integrity"), ("governance", "0006_ops_directory")]

    operations = [
        migrations.RunSQL(
            sql("rubric_integrity_hardening.sql"),
            # Restore the previous definitions, then drop what this step added.
            sql("rubric_integrity.sql") + sql("rubric_integrity_hardening.reverse.sql"),
        ),
    ]
