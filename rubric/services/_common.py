from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import AccessDenied, Conflict, Message, NotFound, ValidationFailed, message
from cyberos_eval.tenancy import current_tenant_id
from governance.access import queue_behind_changes, require
from governance.actors import Actor, Operator
from governance.models import Role, Subject

from ..models import Rubric, RubricItem, RubricVersion, VersionState
from ..transitions import EDITABLE


def require_author(actor: Actor, version: RubricVersion, *, hold: bool = True) -> None:
    """Authoring needs rubric_admin on the rubric; operators at the shell may author too.
    ``hold``: keep the grant from being revoked until the write commits; a check made before
    slow work outside the write (a language model's answer) holds nothing, or a revocation
    would wait for that work."""
    if isinstance(actor, Operator):
        return
    if not isinstance(actor, Subject):
        raise AccessDenied("rubric_access_denied", _("No authenticated actor."), 403)
    require(actor, Role.RUBRIC_ADMIN, version.rubric, hold=hold)


def require_human_admin(actor: Actor, version: RubricVersion) -> Subject:
    """Approving and publishing: a person holding rubric_admin, never a service or the shell."""
    if not isinstance(actor, Subject) or not actor.is_human:
        raise AccessDenied(
            "rubric_requires_human_approver",
            _("A person with the rubric_admin grant must approve and publish."),
            403,
        )
    require(actor, Role.RUBRIC_ADMIN, version.rubric, hold=True)
    return actor


# The one lock order every writer follows: (imports of signed documents) -> rubric -> version ->
# items -> audit chain head.
# (docs/adr/0006-one-lock-order.md). Taking them in any other order lets two requests each hold
# what the other waits for, and PostgreSQL then kills one of them as a deadlock. Before the head,
# a write also share-locks the grants it relies on and (approving) the tenant's policy; the
# governance writes that change those rows lock them, then the head, and nothing of a rubric.


# Before the rubric, every rubric writer waits for an import of a signed document in flight in
# its tenant (shared), and an import takes that lock exclusive before anything else. A write
# checks citations against the latest text it can see: run while an import had stored a newer
# text but not committed it, it pinned its citations to the older one, and the import — which
# re-checks the drafts it could see — never saw that draft, so its citations stayed unreviewed.
_SIGNED_DOCUMENTS = "signed-documents"


def wait_for_document_imports(tenant_id: Any) -> None:
    """A rubric write, before its rubric lock: an import in flight commits first (and then
    this write reads its text), and an import that comes later waits for this write (and then
    re-checks what it wrote)."""
    queue_behind_changes(_SIGNED_DOCUMENTS, tenant_id)


def hold_off_rubric_writes(tenant_id: Any) -> None:
    """An import of a signed document, as its first lock: the rubric writes in flight finish,
    new ones wait until it has committed."""
    queue_behind_changes(_SIGNED_DOCUMENTS, tenant_id, change=True)


def locked_version(version: RubricVersion) -> RubricVersion:
    """Lock the version's rubric, then the version; 404 when it no longer exists."""
    wait_for_document_imports(version.tenant_id or current_tenant_id())
    rubric_id = (
        version.rubric_id
        if version.rubric_id is not None
        else RubricVersion.objects.filter(pk=version.pk).values_list("rubric_id", flat=True).first()
    )
    rubric = Rubric.objects.select_for_update(no_key=True).filter(pk=rubric_id).first()
    locked = (
        RubricVersion.objects.select_for_update(no_key=True, of=("self",))
        .filter(pk=version.pk)
        .first()
        if rubric is not None
        else None
    )
    if locked is None or rubric is None:
        raise NotFound("rubric_version_not_found", _("No such rubric version."), 404)
    locked.rubric = rubric
    return locked


def require_editable(version: RubricVersion) -> None:
    if version.state not in EDITABLE:
        raise Conflict(
            "rubric_version_immutable",
            message(
                _(
                    "Version %(no)d is %(state)s: only drafts change. Start a revision to change "
                    "a published version."
                ),
                no=version.version_no,
                state=VersionState(version.state).label,
            ),
            409,
        )


def raise_problems(problems: list, detail: Message) -> None:
    if problems:
        raise ValidationFailed(problems[0].code, detail, 422, problems)


def locked_item_and_version(item: RubricItem) -> tuple[RubricItem, RubricVersion]:
    """Lock rubric, version, then the item — the one order — so an edit and an approval of the
    same version queue up instead of deadlocking. 404 when the item was removed meanwhile."""
    version = locked_version(RubricVersion(pk=item.rubric_version_id))
    locked = RubricItem.objects.select_for_update().filter(pk=item.pk).first()
    if locked is None:
        raise NotFound("rubric_item_not_found", _("No such rubric item."), 404)
    return locked, version


def record_contributor(version: RubricVersion, actor: Actor) -> None:
    """Remember who changed the version's items (kept even when their item is gone)."""
    if isinstance(actor, Subject) and actor.pk not in version.contributor_ids:
        version.contributor_ids = [*version.contributor_ids, actor.pk]
        version.save(update_fields=["contributor_ids"])


def is_person(actor: Actor) -> bool:
    """A person: a human subject, or an operator at the command line."""
    return isinstance(actor, Operator) or (isinstance(actor, Subject) and actor.is_human)


def subject_or_none(actor: Actor) -> Subject | None:
    return actor if isinstance(actor, Subject) else None
