"""Django admin strings that Django's own Vietnamese catalogue lacks or gets wrong (Django
5.2). Listed here so that `make messages` keeps them in ours (locale/vi), which takes
precedence over Django's; nothing imports this module."""

from django.utils.translation import gettext_noop, ngettext_lazy

ADMIN_MESSAGES = (
    gettext_noop("Skip to main content"),
    gettext_noop("Breadcrumbs"),
    gettext_noop("Sidebar"),
    gettext_noop("Toggle navigation"),
    gettext_noop("Filter navigation items"),
    gettext_noop("Toggle theme (current theme: auto)"),
    gettext_noop("Toggle theme (current theme: light)"),
    gettext_noop("Toggle theme (current theme: dark)"),
    gettext_noop("Models in the %(name)s application"),
    gettext_noop("Model name"),
    gettext_noop("Add link"),
    gettext_noop("Change or view list link"),
    gettext_noop("Show counts"),
    gettext_noop("Hide counts"),
    gettext_noop("Error:"),
)

# The login page's error heading is a plural form (blocktranslate count), which Django's
# catalogue has only as a singular: the Vietnamese page showed it in English.
PLURAL_ADMIN_MESSAGES = (
    ngettext_lazy("Please correct the error below.", "Please correct the errors below.", 1),
)
