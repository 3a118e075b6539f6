from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("audit", "0003_sql_append"), ("governance", "0007_grant_guards")]

    operations = [
        migrations.RunSQL(sql("audit_guards.sql"), sql("audit_guards.reverse.sql")),
    ]
