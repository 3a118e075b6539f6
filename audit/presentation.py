"""How audit rows read to a person: event kinds and actions named in the person's language.

The stored ``kind`` and ``action`` stay stable English codes (they are hashed into the chain);
pages show these names with the code in small print.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

KIND_LABELS = {
    "governance.tenant_created": _("tenant created"),
    "governance.subject_created": _("subject created"),
    "governance.tenant_policy_changed": _("tenant policy changed"),
    "governance.grant_issued": _("grant issued"),
    "governance.grant_revoked": _("grant revoked"),
    "governance.api_token_created": _("API token issued"),
    "governance.api_token_revoked": _("API token revoked"),
    "eval.rubric_drafted": _("drafted"),
    "eval.rubric_edited": _("edited"),
    "eval.rubric_approved": _("approved"),
    "eval.rubric_published": _("published"),
    "eval.rubric_superseded": _("superseded"),
    "eval.signed_document_imported": _("signed document imported"),
    "eval.signed_document_withdrawn": _("signed document import withdrawn"),
}

ACTION_LABELS = {
    "rubric_created": _("rubric created"),
    "version_created": _("version created"),
    "revision_started": _("revision started"),
    "genie_proposed": _("proposed by GENIE"),
    "genie_rejected": _("GENIE proposal rejected"),
    "signed_document_imported": _("signed document imported"),
    "signed_document_withdrawn": _("signed document import withdrawn"),
    "citation_rechecked": _("citation checked again"),
    "item_added": _("item added"),
    "item_updated": _("item edited"),
    "clause_ref_filled": _("clause cited"),
    "item_removed": _("item removed"),
    "item_accepted": _("proposal accepted"),
    "version_approved": _("version approved"),
    "reverted_to_draft": _("reverted to draft"),
    "published": _("published"),
    "correction_of_record": _("correction of record"),
}


def kind_label(kind: str) -> str:
    return str(KIND_LABELS.get(kind, kind))


def action_label(action: str) -> str:
    return str(ACTION_LABELS.get(action, action))
