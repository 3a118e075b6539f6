"""The version guard stamps the content hash of a publish that leaves it blank, so publishing
computes it once (rubric/sql/version_guard_v3.sql)."""

from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [
        ("rubric", "0007_signed_documents"),
    ]

    operations = [
        migrations.RunSQL(sql("version_guard_v3.sql"), sql("version_guard_v3.reverse.sql")),
    ]
