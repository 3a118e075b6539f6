from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("audit", "0002_append_only_isolation")]

    operations = [
        migrations.RunSQL(sql("audit_append.sql"), sql("audit_append.reverse.sql")),
    ]
