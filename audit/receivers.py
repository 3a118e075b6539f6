"""Turn the other apps' domain signals into chained audit rows, inside their transaction.

A receiver that fails raises through ``Signal.send()``, so the mutation rolls back with it:
there is never a mutation without its audit row, nor a row for a change that did not commit.
"""

from __future__ import annotations

from typing import Any

from governance import signals as governance_signals
from governance.actors import Actor, actor_subject_id
from governance.models import ApiToken, Grant, Subject, Tenant

from . import chain


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
        payload={"subject_id": subject.pk, "kind": subject.kind, "username": subject.user.username},
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


def connect() -> None:
    for signal, receiver in (
        (governance_signals.tenant_created, on_tenant_created),
        (governance_signals.subject_created, on_subject_created),
        (governance_signals.grant_issued, on_grant_issued),
        (governance_signals.grant_revoked, on_grant_revoked),
        (governance_signals.api_token_created, on_api_token_created),
    ):
        signal.connect(receiver, dispatch_uid=f"audit.{receiver.__name__}")
