"""Who performs a change: a subject, or an operator at the command line.

The operator is explicit (never ``None``) so that a missing subject can never be mistaken for
operator authority: an anonymous request has no actor at all and is refused.
"""

from __future__ import annotations

from typing import Final

from .models import Subject


class Operator:
    """Someone with shell and database access, running a management command."""

    def __repr__(self) -> str:
        return "OPERATOR"


OPERATOR: Final = Operator()
Actor = Subject | Operator


def actor_subject_id(actor: Actor) -> str | None:
    return str(actor.pk) if isinstance(actor, Subject) else None
