from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("governance", "0003_apitoken_grant")]

    operations = [
        migrations.RunSQL(sql("grants_rls.sql"), sql("grants_rls.reverse.sql")),
    ]
