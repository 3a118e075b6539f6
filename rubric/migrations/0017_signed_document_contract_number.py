from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("rubric", "0016_signed_document_amendment"),
    ]

    operations = [
        migrations.AddField(
            model_name="signeddocument",
            name="contract_number",
            field=models.CharField(
                blank=True, default="", max_length=64, verbose_name="contract number"
            ),
        ),
    ]
