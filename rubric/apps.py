from django.apps import AppConfig


class RubricConfig(AppConfig):
    name = "rubric"
    verbose_name = "Rubric"
    default_auto_field = "django.db.models.BigAutoField"
