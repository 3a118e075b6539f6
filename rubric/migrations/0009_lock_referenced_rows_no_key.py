"""Referenced rows are locked FOR NO KEY UPDATE in the SQL functions too
(rubric/sql/rubric_locks_no_key.sql; the services do it with select_for_update(no_key=True))."""

from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [
        ("rubric", "0008_publish_computes_the_hash_once"),
    ]

    operations = [
        migrations.RunSQL(sql("rubric_locks_no_key.sql"), sql("rubric_locks_no_key.reverse.sql")),
    ]
