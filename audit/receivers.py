"""Turn the other apps' domain signals into chained audit rows, inside their transaction.

A receiver that fails raises through ``Signal.send()``, so the mutation rolls back with it:
there is never a mutation without its audit row, nor a row for a change that did not commit.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import timezone

from cyberos_eval.telemetry import current_trace_id
from governance import signals as governance_signals
from governance.actors import Actor, actor_subject_id
from governance.models import ApiToken, Grant, Subject, Tenant
from rubric import signals as rubric_signals
from rubric.genie.grounding import storable_note
from rubric.models import RubricItem, RubricVersion, SignedDocument, SignedDocumentFile

from . import chain
from .models import AuditEntry


def write(kind: str, *, tenant_id: Any, actor: Actor, payload: dict[str, Any]) -> None:
    actor_id = actor_subject_id(actor)
    chain.append(
        tenant_id=tenant_id,
        kind=kind,
        payload={
            "actor_subject_id": actor_id,
            "actor": "subject" if actor_id else "operator",
            **payload,
        },
        actor_subject_id=actor_id,
    )


def on_tenant_created(sender: Any, *, actor: Actor, tenant: Tenant, **kwargs: Any) -> None:
    write(
        "governance.tenant_created",
        tenant_id=tenant.pk,
        actor=actor,
        payload={"tenant_id": tenant.pk, "name": tenant.name, "timezone": tenant.timezone},
    )


def on_subject_created(sender: Any, *, actor: Actor, subject: Subject, **kwargs: Any) -> None:
    write(
        "governance.subject_created",
        tenant_id=subject.tenant_id,
        actor=actor,
        payload={"subject_id": subject.pk, "kind": subject.kind, "username": subject.username},
    )


def on_tenant_policy_changed(
    sender: Any, *, actor: Actor, tenant: Tenant, changes: dict[str, Any], **kwargs: Any
) -> None:
    write(
        "governance.tenant_policy_changed",
        tenant_id=tenant.pk,
        actor=actor,
        payload={"tenant_id": tenant.pk, "changes": changes},
    )


def on_login_locked_out(
    sender: Any,
    *,
    actor: Actor,
    subject: Subject,
    ip_address: str | None,
    failures: int,
    failure_limit: int,
    **kwargs: Any,
) -> None:
    # Each failure reading the limit passed tells of the lockout (its sender holds the pair's
    # lock): a lockout within the cool-off of the pair's last one recorded is that one going
    # on (a failure while locked restarts the cool-off), recorded once. Not by axes' attempt
    # rows, which expire one by one while the pair stays locked: a new user agent each second
    # would have written a row each second.
    since = timezone.now() - settings.AXES_COOLOFF_TIME
    if AuditEntry.objects.filter(
        tenant_id=subject.tenant_id,
        kind="governance.login_locked_out",
        payload__username=subject.user.username,
        payload__ip_address=ip_address,
        created_at__gte=since,
    ).exists():
        return
    write(
        "governance.login_locked_out",
        tenant_id=subject.tenant_id,
        actor=actor,
        payload={
            "actor": "login_throttle",  # no person acted: the throttle locked the login
            "subject_id": subject.pk,
            "username": subject.user.username,
            "ip_address": ip_address,
            "failures": failures,
            "failure_limit": failure_limit,
        },
    )


def _grant_payload(grant: Grant) -> dict[str, Any]:
    return {
        "grant_id": grant.pk,
        "subject_id": grant.subject_id,
        "role": grant.role,
        "scope": grant.scope,
        "basis": grant.basis,
        "valid_from": grant.valid_from,
        "valid_until": grant.valid_until,
    }


def on_grant_issued(sender: Any, *, actor: Actor, grant: Grant, object: Any, **kwargs: Any) -> None:
    payload = _grant_payload(grant)
    if object is not None:
        payload["object_type"] = object._meta.label_lower
        payload["object_id"] = object.pk
    write("governance.grant_issued", tenant_id=grant.tenant_id, actor=actor, payload=payload)


def on_grant_revoked(sender: Any, *, actor: Actor, grant: Grant, **kwargs: Any) -> None:
    payload = {**_grant_payload(grant), "reason": grant.revocation_reason}
    write("governance.grant_revoked", tenant_id=grant.tenant_id, actor=actor, payload=payload)


def on_api_token_created(sender: Any, *, actor: Actor, token: ApiToken, **kwargs: Any) -> None:
    write(
        "governance.api_token_created",
        tenant_id=token.tenant_id,
        actor=actor,
        payload={"token_id": token.pk, "subject_id": token.subject_id, "label": token.label},
    )


def on_api_token_revoked(sender: Any, *, actor: Actor, token: ApiToken, **kwargs: Any) -> None:
    write(
        "governance.api_token_revoked",
        tenant_id=token.tenant_id,
        actor=actor,
        payload={"token_id": token.pk, "subject_id": token.subject_id},
    )


def _rubric_payload(
    version: RubricVersion, item: RubricItem | None, action: str, details: dict[str, Any]
) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "rubric_id": version.rubric_id,
        "rubric_version_id": version.pk,
        "version_no": version.version_no,
        "action": action,
        "trace_id": current_trace_id(),
    }
    if item is not None:
        payload |= {
            "item_id": item.pk,
            "authored_by": item.authored_by,
            "source_doc": item.source_doc,
            "clause_ref": item.clause_ref,
        }
    return payload | details


def _rubric_receiver(kind: str) -> Any:
    def receive(
        sender: Any,
        *,
        actor: Actor,
        version: RubricVersion,
        item: RubricItem | None,
        action: str,
        details: dict[str, Any],
        **kwargs: Any,
    ) -> None:
        write(
            kind,
            tenant_id=version.tenant_id,
            actor=actor,
            payload=_rubric_payload(version, item, action, details),
        )

    receive.__name__ = f"on_{kind.replace('.', '_')}"
    return receive


def on_rubric_published(
    sender: Any,
    *,
    actor: Actor,
    version: RubricVersion,
    superseded: RubricVersion | None,
    action: str,
    details: dict[str, Any],
    **kwargs: Any,
) -> None:
    if superseded is not None:
        write(
            "eval.rubric_superseded",
            tenant_id=version.tenant_id,
            actor=actor,
            payload=_rubric_payload(
                superseded,
                None,
                "superseded",
                {
                    "effective_from": superseded.effective_from,
                    "effective_to": superseded.effective_to,
                    "superseded_by_version_id": version.pk,
                    "superseded_by_version_no": version.version_no,
                },
            ),
        )
    write(
        "eval.rubric_published",
        tenant_id=version.tenant_id,
        actor=actor,
        payload=_rubric_payload(version, None, action, details),
    )


def on_rubric_withdrawn(
    sender: Any,
    *,
    actor: Actor,
    version: RubricVersion,
    restored: RubricVersion | None,
    action: str,
    details: dict[str, Any],
    **kwargs: Any,
) -> None:
    write(
        "eval.rubric_withdrawn",
        tenant_id=version.tenant_id,
        actor=actor,
        payload=_rubric_payload(version, None, action, details),
    )
    if restored is not None:
        # Its own row, like a supersession: the predecessor's interval changed.
        write(
            "eval.rubric_restored",
            tenant_id=version.tenant_id,
            actor=actor,
            payload=_rubric_payload(
                restored,
                None,
                "interval_restored",
                {
                    "effective_from": restored.effective_from,
                    "effective_to": restored.effective_to,
                    "state": restored.state,
                    "withdrawn_version_id": version.pk,
                    "withdrawn_version_no": version.version_no,
                },
            ),
        )


def on_genie_drafted(
    sender: Any, *, actor: Actor, version: RubricVersion, outcomes: list[Any], **kwargs: Any
) -> None:
    """One row per proposal: stored (grounded or needing a citation) or rejected. For a
    proposal the verifier could not ground, the claimed citation is kept here as the reviewer's
    note — never on the item."""
    for outcome in outcomes:
        grounding = outcome.grounding
        details: dict[str, Any] = {
            "proposal_index": outcome.index,
            "outcome": str(outcome.outcome),
            "needs_clause_ref": bool(grounding.provenance.get("needs_clause_ref")),
            "genie_confidence": grounding.provenance.get("genie_confidence"),
        }
        if not grounding.grounded:
            details["ungrounded_reason"] = str(grounding.reason)
            details.update(grounding.claimed)
        if outcome.problems:
            details["problems"] = [problem.code for problem in outcome.problems]
        item = outcome.item
        if item is None:
            item = RubricItem(
                pk=None,
                source_doc=storable_note(grounding.data.get("source_doc")) or "",
                clause_ref="",
                authored_by="genie",
            )
        write(
            "eval.rubric_drafted",
            tenant_id=version.tenant_id,
            actor=actor,
            payload=_rubric_payload(
                version,
                item,
                "genie_proposed" if outcome.item is not None else "genie_rejected",
                details,
            ),
        )


def on_signed_document_imported(
    sender: Any,
    *,
    actor: Actor,
    document: SignedDocument,
    files: list[SignedDocumentFile],
    problems: list[Any],
    stale_items: list[RubricItem],
    repinned_items: int,
    reworded_items: list[dict[str, Any]] | None = None,
    renumbered_items: list[dict[str, str]] | None = None,
    still_stale_items: list[RubricItem] | None = None,
    approved_versions: list[RubricVersion] | None = None,
    **kwargs: Any,
) -> None:
    write(
        "eval.signed_document_imported",
        tenant_id=document.tenant_id,
        actor=actor,
        payload={
            "action": "signed_document_imported",
            "document_id": document.pk,
            "kind": document.kind,
            "version_no": document.version_no,
            "signed_on": document.signed_on,
            "sha256": document.sha256,
            "layout": document.layout,
            "clause_count": document.clause_count,
            "files": [
                {"language": f.language, "filename": f.filename, "sha256": f.sha256, "size": f.size}
                for f in files
            ],
            "alignment_problems": [{"code": p.code, "clause_ref": p.clause_ref} for p in problems],
            "stale_items": _item_refs(stale_items),
            # flagged by an earlier amendment, not reviewed since: left flagged
            "still_stale_items": _item_refs(still_stale_items or []),
            "repinned_items": repinned_items,
            # citations stored as the document words them, with what they said before
            "reworded_items": reworded_items or [],
            # citations of a clause only renumbered, moved to its new reference
            "renumbered_items": renumbered_items or [],
            # approved, not yet published, citing this document: to be reverted and re-checked
            "approved_versions": _version_refs(approved_versions or []),
            # a change-only appendix applied to the version before: each change it made
            "amendment": document.amendment,
        },
    )


def on_signed_document_withdrawn(
    sender: Any,
    *,
    actor: Actor,
    document: SignedDocument,
    restored: SignedDocument | None,
    reason: str,
    stale_items: list[RubricItem],
    repinned_items: int,
    renumbered_items: list[dict[str, str]] | None = None,
    reworded_items: list[dict[str, Any]] | None = None,
    still_stale_items: list[RubricItem] | None = None,
    lifted_items: list[RubricItem] | None = None,
    approved_versions: list[RubricVersion] | None = None,
    **kwargs: Any,
) -> None:
    write(
        "eval.signed_document_withdrawn",
        tenant_id=document.tenant_id,
        actor=actor,
        payload={
            "action": "signed_document_withdrawn",
            "document_id": document.pk,
            "kind": document.kind,
            "version_no": document.version_no,
            "sha256": document.sha256,
            "reason": reason,
            # the version citations are checked against again (null: none is left)
            "restored_document_id": restored.pk if restored else None,
            "restored_version_no": restored.version_no if restored else None,
            "stale_items": _item_refs(stale_items),
            "repinned_items": repinned_items,
            "renumbered_items": renumbered_items or [],
            "reworded_items": reworded_items or [],
            "still_stale_items": _item_refs(still_stale_items or []),
            # flagged stale only by the withdrawn text: checked against the restored one again
            "lifted_items": _item_refs(lifted_items or []),
            "approved_versions": _version_refs(approved_versions or []),
        },
    )


def _version_refs(versions: list[RubricVersion]) -> list[dict[str, Any]]:
    return [
        {
            "rubric_version_id": version.pk,
            "rubric_id": version.rubric_id,
            "version_no": version.version_no,
        }
        for version in versions
    ]


def _item_refs(items: list[RubricItem]) -> list[dict[str, Any]]:
    return [
        {
            "rubric_item_id": item.pk,
            "rubric_version_id": item.rubric_version_id,
            "clause_ref": item.clause_ref,
        }
        for item in items
    ]


def connect() -> None:
    for signal, receiver in (
        (rubric_signals.rubric_drafted, _rubric_receiver("eval.rubric_drafted")),
        (rubric_signals.rubric_edited, _rubric_receiver("eval.rubric_edited")),
        (rubric_signals.rubric_approved, _rubric_receiver("eval.rubric_approved")),
        (rubric_signals.rubric_published, on_rubric_published),
        (rubric_signals.rubric_withdrawn, on_rubric_withdrawn),
        (rubric_signals.genie_drafted, on_genie_drafted),
        (rubric_signals.signed_document_imported, on_signed_document_imported),
        (rubric_signals.signed_document_withdrawn, on_signed_document_withdrawn),
        (governance_signals.tenant_created, on_tenant_created),
        (governance_signals.subject_created, on_subject_created),
        (governance_signals.grant_issued, on_grant_issued),
        (governance_signals.grant_revoked, on_grant_revoked),
        (governance_signals.api_token_created, on_api_token_created),
        (governance_signals.tenant_policy_changed, on_tenant_policy_changed),
        (governance_signals.api_token_revoked, on_api_token_revoked),
        (governance_signals.login_locked_out, on_login_locked_out),
    ):
        # weak=False: the rubric receivers are closures that nothing else holds on to.
        signal.connect(receiver, weak=False, dispatch_uid=f"audit.{receiver.__name__}")
