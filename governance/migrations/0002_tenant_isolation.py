from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("governance", "0001_initial")]

    operations = [
        migrations.RunSQL(sql("tenancy_functions.sql"), sql("tenancy_functions.reverse.sql")),
        migrations.RunSQL(sql("governance_rls.sql"), sql("governance_rls.reverse.sql")),
    ]
