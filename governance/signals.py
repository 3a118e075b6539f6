"""Domain signals of the governance app. ``audit`` listens; nobody here imports ``audit``.

Every signal is sent with ``.send()`` inside the service's transaction, so a failing receiver
rolls the whole change back. Keyword arguments: ``actor`` (a Subject, or None for an operator at
the command line) plus the objects named below.
"""

from django.dispatch import Signal

tenant_created = Signal()  # tenant
subject_created = Signal()  # subject
grant_issued = Signal()  # grant, object (or None for tenant-wide)
grant_revoked = Signal()  # grant
api_token_created = Signal()  # token
tenant_policy_changed = Signal()  # tenant, changes (dict: field -> [before, after])
api_token_revoked = Signal()  # token
login_locked_out = Signal()  # subject, ip_address, failures, failure_limit
