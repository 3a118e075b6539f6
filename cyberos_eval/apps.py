from django.apps import AppConfig


class CyberosEvalConfig(AppConfig):
    """The project package as an app: it carries the operational management commands."""

    name = "cyberos_eval"
    verbose_name = "CyberOS Eval"

    def ready(self) -> None:
        from cyberos_eval import telemetry

        telemetry.configure()
