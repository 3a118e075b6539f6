from pathlib import Path

from django.db import migrations

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("rubric", "0003_versions_and_items"), ("audit", "0003_sql_append")]

    operations = [
        migrations.RunSQL(sql("rubric_integrity.sql"), sql("rubric_integrity.reverse.sql")),
    ]
