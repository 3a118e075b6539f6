from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("governance", "0006_ops_directory")]

    operations = [
        migrations.RunSQL(sql("grant_guards.sql"), sql("grant_guards.reverse.sql")),
    ]
