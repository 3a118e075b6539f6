from django.contrib.admin.apps import AdminConfig


class EvalAdminConfig(AdminConfig):
    """The Django admin with our site class (people only; see ``admin_site``)."""

    default_site = "cyberos_eval.admin_site.EvalAdminSite"

    def ready(self) -> None:
        super().ready()
        from django.contrib import admin
        from django.contrib.auth.models import Group, User

        # Django's user and group admins answer with ``user.has_perm`` (yes to any superuser)
        # over the global auth tables: they would open every tenant's logins. People and
        # service accounts are managed through governance (commands), never here.
        for model in (User, Group):
            if admin.site.is_registered(model):
                admin.site.unregister(model)
