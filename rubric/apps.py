from typing import Any

from django.apps import AppConfig
from django.core import checks
from django.utils.translation import gettext_lazy as _


class RubricConfig(AppConfig):
    name = "rubric"
    verbose_name = _("Rubric")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        checks.register(check_genie_settings)


def check_genie_settings(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """A mistyped GENIE setting fails at start-up, not in the founder's first request."""
    from django.conf import settings

    errors: list[checks.CheckMessage] = []
    if getattr(settings, "GENIE_MODE", "on") not in ("off", "shadow", "on"):
        errors.append(
            checks.Error(
                f"CYBEROS_GENIE_MODE is {settings.GENIE_MODE!r}",
                hint="Use off, shadow or on.",
                id="rubric.E001",
            )
        )
    if getattr(settings, "GENIE_PROPOSER", "rules") not in ("rules", "llm"):
        errors.append(
            checks.Error(
                f"CYBEROS_GENIE_PROPOSER is {settings.GENIE_PROPOSER!r}",
                hint="Use rules or llm.",
                id="rubric.E002",
            )
        )
    return errors
