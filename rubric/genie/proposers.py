"""The proposers GENIE can use, by name (admin, API and the command choose the same way)."""

from __future__ import annotations

from django.conf import settings
from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import message, validation_failed

from .proposer import Proposer
from .rules import RulesProposer

PROPOSER_NAMES = ("rules", "llm")


def make_proposer(name: str | None = None) -> Proposer:
    chosen = name or getattr(settings, "GENIE_PROPOSER", "rules")
    if chosen == "rules":
        return RulesProposer()
    if chosen == "llm":
        from .llm import LlmProposer

        return LlmProposer()
    raise validation_failed(
        "genie_proposer_invalid",
        message(_("The proposer must be one of %(values)s."), values=", ".join(PROPOSER_NAMES)),
        field="proposer",
    )
