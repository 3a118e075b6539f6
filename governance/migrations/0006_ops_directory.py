from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("governance", "0005_tenant_separation_of_duties")]

    operations = [
        migrations.RunSQL(sql("ops_directory.sql"), sql("ops_directory.reverse.sql")),
    ]
