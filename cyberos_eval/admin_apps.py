from django.contrib.admin.apps import AdminConfig


class EvalAdminConfig(AdminConfig):
    """The Django admin with our site class (people only; see ``admin_site``)."""

    default_site = "cyberos_eval.admin_site.EvalAdminSite"
