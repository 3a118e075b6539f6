"""Domain signals of the rubric app, one per audit kind. ``audit`` listens.

Keyword arguments: ``actor`` (Subject or OPERATOR), ``version`` (RubricVersion), ``item``
(RubricItem or None), ``action`` (what happened, e.g. ``item_added``) and ``details`` (a dict
recorded in the audit payload). ``rubric_published`` also carries ``superseded`` (the version
it superseded, or None): the receiver records that supersession as its own row.
``rubric_withdrawn`` carries ``restored`` (the predecessor that got the interval back, or None).
"""

from django.dispatch import Signal

rubric_drafted = Signal()
rubric_edited = Signal()
rubric_approved = Signal()
rubric_published = Signal()
rubric_withdrawn = Signal()
genie_drafted = Signal()  # version, items (list), actor
# actor, document (SignedDocument), files, problems (parser's alignment problems), stale_items
# (draft items the new text no longer supports, flagged now), still_stale_items (draft items an
# earlier amendment flagged, not reviewed since), repinned_items (how many it still supports:
# moved to it, none stale), reworded_items (citations stored as the new text words them: item id
# and fields before), renumbered_items (citations of a clause only renumbered: item id, from and
# to references), approved_versions (approved versions citing the document, to revert).
signed_document_imported = Signal()
signed_document_withdrawn = Signal()  # document, restored, reason, stale / repinned items
