"""Approving or publishing a version whose item lacks its verbatim quote in either language is
refused by the database too (rubric/sql/quotes_required.sql), as the services refuse it."""

from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [
        ("rubric", "0009_lock_referenced_rows_no_key"),
    ]

    operations = [
        migrations.RunSQL(sql("quotes_required.sql"), sql("quotes_required.reverse.sql")),
    ]
