from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("governance", "0008_subject_username")]

    operations = [
        migrations.RunSQL(sql("api_principal.sql"), sql("api_principal.reverse.sql")),
    ]
