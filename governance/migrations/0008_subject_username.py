from pathlib import Path

from django.db import migrations, models

SQL = Path(__file__).resolve().parent.parent / "sql"


def sql(name: str) -> str:
    return (SQL / name).read_text(encoding="utf-8")


class Migration(migrations.Migration):
    dependencies = [("governance", "0007_grant_guards")]

    operations = [
        migrations.AddField(
            model_name="subject",
            name="username",
            field=models.CharField(default="", max_length=100, verbose_name="username"),
            preserve_default=False,
        ),
        migrations.RunSQL(sql("subject_username.sql"), sql("subject_username.reverse.sql")),
        migrations.AddConstraint(
            model_name="subject",
            constraint=models.CheckConstraint(
                condition=models.Q(username__regex="^[^/\\s]+$"), name="subject_username_valid"
            ),
        ),
        migrations.AddConstraint(
            model_name="subject",
            constraint=models.UniqueConstraint(
                fields=("tenant", "username"), name="subject_username_unique_in_tenant"
            ),
        ),
    ]
