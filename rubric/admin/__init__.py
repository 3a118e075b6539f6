"""The Django admin as the human approval workbench. Every action calls the rubric services;
every permission asks governance.access."""

from .documents import SignedDocumentAdmin
from .rubrics import RubricAdmin
from .versions import RubricVersionAdmin

__all__ = ["RubricAdmin", "RubricVersionAdmin", "SignedDocumentAdmin"]
