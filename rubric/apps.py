from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RubricConfig(AppConfig):
    name = "rubric"
    verbose_name = _("Rubric")
    default_auto_field = "django.db.models.BigAutoField"
