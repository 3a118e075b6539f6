"""Keeping draft items' citations true when the signed text moves on (an amendment is imported,
or a published version is revised after one). Callers hold the items' locks."""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.utils import timezone

from ..citations import CitableClause, CitableDocument, verify_citation
from ..documents.references import references_in, relative_references_in
from ..documents.selectors import citable_documents_by_id
from ..models import RubricItem


@dataclass
class CitationReview:
    # Still supported, moved to the latest text (never an item flagged stale: it stays flagged).
    repinned: list[RubricItem] = field(default_factory=list)
    stale: list[RubricItem] = field(default_factory=list)  # newly flagged
    # Flagged by an earlier amendment and not reviewed since: left as they are (flag and pin,
    # the text a person last checked), and reported, for a person must still look at them.
    still_stale: list[RubricItem] = field(default_factory=list)
    # Citations checked for the first time and stored as the document words them: each item's
    # id and the fields it had before (for the audit row).
    reworded: list[dict[str, Any]] = field(default_factory=list)
    # Citations of a clause the amendment only renumbered (its words and the headings above it
    # unchanged), moved to its new reference: each item's id and both references.
    renumbered: list[dict[str, str]] = field(default_factory=list)


def review_citations(
    items: Iterable[RubricItem], latest: dict[str, CitableDocument]
) -> CitationReview:
    """Move each item's citation to the latest text of its document, or flag it for a person.

    A citation pinned to an earlier version moves when its clause (with its sub-clauses) reads
    exactly the same in both languages, under the same headings; a changed or vanished clause
    flags it stale, even when its quote still appears (a changed number elsewhere in the clause
    changes what it says). A clause only renumbered (an article inserted before it) is found by
    its words: the one clause of the new text reading exactly as it did, under the same
    headings, takes the citation to its new reference (``renumbered``). Either way, what the
    clause's words name outside it (the clause above, this document's clauses named by number)
    must read as it did (``_names_the_same``). An item never checked
    (its document was imported after it was written) is checked now. An item already flagged
    stale is only reported (``still_stale``): its flag is a person's to lift (Still holds, or a
    new citation), whatever the new text says.

    The items are changed in memory only, so that a revision can insert its copies already
    reviewed; ``store_review`` writes the changes of items that exist. The earlier versions the
    citations are pinned to are read together: a constant number of queries for any number of
    items.
    """
    review = CitationReview()
    to_review = [
        (item, document)
        for item in items
        if (document := latest.get(item.source_doc)) is not None
        and item.clause_ref
        and item.cited_document_id != document.id
    ]
    pinned = citable_documents_by_id(
        item.cited_document_id for item, _ in to_review if item.cited_document_id is not None
    )
    for item, document in to_review:
        if item.citation_stale:
            review.still_stale.append(item)
            continue
        before = {name: getattr(item, name) for name in _WORDING}
        if _still_says_the_same(item, document, pinned):
            changed = {
                name: value for name, value in before.items() if getattr(item, name) != value
            }
            if changed:
                review.reworded.append({"rubric_item_id": str(item.pk), "before": changed})
            item.cited_document_id = document.id
            review.repinned.append(item)
        elif _renumbered(item, document, pinned, review):
            item.cited_document_id = document.id
            review.repinned.append(item)
        else:
            item.citation_stale = True
            review.stale.append(item)
    return review


_WORDING = ("clause_ref", "source_quote_vi", "source_quote_en")


def store_review(review: CitationReview) -> None:
    """Write what ``review_citations`` changed, for items already stored: one statement."""
    changed = [*review.repinned, *review.stale]
    if not changed:
        return
    now = timezone.now()  # what save() would stamp: the drafts' ETags move with their items
    for item in changed:
        item.updated_at = now
    RubricItem.objects.bulk_update(
        changed,
        [
            "cited_document",
            "citation_stale",
            "clause_ref",
            "source_quote_vi",
            "source_quote_en",
            "updated_at",
        ],
    )


def _still_says_the_same(
    item: RubricItem, latest: CitableDocument, pinned: dict[uuid.UUID, CitableDocument]
) -> bool:
    if item.cited_document_id is None:
        verdict = verify_citation(
            {latest.kind: latest},
            source_doc=item.source_doc,
            clause_ref=item.clause_ref,
            quote_vi=item.source_quote_vi,
            quote_en=item.source_quote_en,
        )
        if verdict.verified and verdict.clause_ref:  # stored as the document words it
            item.clause_ref = verdict.clause_ref
            for language, words in verdict.passages.items():
                setattr(item, f"source_quote_{language}", words)
        return verdict.verified
    earlier = pinned.get(item.cited_document_id)
    before = earlier.clause(item.clause_ref) if earlier else None
    after = latest.clause(item.clause_ref)
    return (
        earlier is not None
        and before is not None
        and after is not None
        and before.reading == after.reading
        and earlier.headings(before) == latest.headings(after)
        and _names_the_same(earlier, before, latest, after)
    )


def _renumbered(
    item: RubricItem,
    latest: CitableDocument,
    pinned: dict[uuid.UUID, CitableDocument],
    review: CitationReview,
) -> bool:
    """Move the citation of a clause the new text only renumbered to its new reference: the
    one clause of each text reading exactly as it does (with its sub-clauses, in both
    languages), under the same headings and after the same clause (its text may name "the
    clause above", or a chapter the parser keeps no heading of may begin before it).
    Anything less certain — two clauses alike, a heading above it or the clause before it
    changed — is left for a person (stale). The clause before it counts for every clause: a
    sub-clause may point back without a phrase a list could know ("Khoản tiền này …",
    "Tuy nhiên, …", "In that case …"), an unlabelled group heading is stored in the clause
    before it, and an appendix's section heading is kept as no clause."""
    earlier = pinned.get(item.cited_document_id) if item.cited_document_id else None
    before = earlier.clause(item.clause_ref) if earlier else None
    if earlier is None or before is None:
        return False
    alike_before = earlier.reading_alike(before)
    alike_after = latest.reading_alike(before)
    if len(alike_before) != 1 or len(alike_after) != 1:
        return False
    (after,) = alike_after
    if after.ref == before.ref or earlier.headings(before) != latest.headings(after):
        return False
    if not _read_alike(earlier.previous_sibling(before), latest.previous_sibling(after)):
        return False
    if not _names_the_same(earlier, before, latest, after):
        return False
    review.renumbered.append({"rubric_item_id": str(item.pk), "from": before.ref, "to": after.ref})
    item.clause_ref = after.ref
    return True


# Words by which a clause names the one before it: "khoản trên", "điểm nêu trên", "quy định
# nói trên", "trên đây", "Số tiền trên được …", "khoản liền trước", "the clause above", "the
# above amount", "the preceding paragraph", "as set out above", "the aforementioned".
# ("trên" alone is a preposition: "trên 5 năm"; so is "above": "above VND 10,000,000".)
_NAMES_THE_ONE_ABOVE = re.compile(
    r"\b(?:khoản|điểm|điều|mục|tiểu\s+mục|nội\s+dung|quy\s+định|trường\s+hợp|thời\s+hạn"
    r"|số\s+ngày|mức|các)\s+(?:được\s+)?(?:(?:nêu|nói|kể|quy\s+định|ghi)\s+)?(?:ở\s+|tại\s+)?trên"
    r"(?!\s+\d)\b"
    r"|\b(?:nêu|nói|kể|đề\s+cập)\s+(?:ở\s+)?trên\b|\btrên\s+đây\b"
    # "Số tiền trên được khấu trừ …", "… như trên.": "trên" closing what it qualifies
    r"|(?<=\w\s)trên(?=\s*[,.;:)]|\s+(?:được|sẽ|phải|là|có|không|do|bị|đã|thì|chỉ|áp\s+dụng)\b)"
    r"|\b(?:khoản|điểm|điều|mục)\s+(?:liền\s+)?trước(?:\s+đó)?\b"
    r"|\b(?:clause|sub-clause|subclause|paragraph|point|item|article|section|provision|sentence"
    r")s?\s+(?:set\s+(?:out|forth)\s+|stated\s+"
    r"|referred\s+to\s+|mentioned\s+)?above\b"
    r"|\b(?:stated|mentioned|set\s+(?:out|forth)|referred\s+to|specified|described|listed"
    r"|provided|defined)\s+above\b|\babove[- ]mentioned\b|\baforementioned\b|\baforesaid\b"
    r"|\bthe\s+above\s+(?!(?:vnd|usd|\d))[a-z]"
    r"|\bforegoing\b|\b(?:preceding|previous|prior)\s+(?:clause|sub-clause|paragraph|point"
    r"|item|article|section|provision)",
    re.IGNORECASE,
)


def _names_the_same(
    earlier: CitableDocument,
    before: CitableClause,
    latest: CitableDocument,
    after: CitableClause,
) -> bool:
    """Whether what the clause's words name outside it still reads as it did: the clause
    before it when its words name that one ("khoản trên", "the clause above"), and each clause
    of this document they name by number ("theo khoản 1 Điều 7", "Article 7.1", "khoản 1 và
    khoản 2 Điều 7"; not "Điều 125 Bộ luật Lao động") or relative to where they stand
    ("khoản 1 Điều này", "điểm a khoản này") — an amendment that inserts an article before
    Điều 7 without updating the reference makes the same words name the new one."""
    words = " ".join(before.reading)
    if _NAMES_THE_ONE_ABOVE.search(words) and not _read_alike(
        earlier.previous_sibling(before), latest.previous_sibling(after)
    ):
        return False
    titles = (earlier.title_vi, earlier.title_en)
    named: list[tuple[str | None, str | None]] = [
        (ref, ref) for ref in references_in(words, titles=titles)
    ]
    # "khoản 1 Điều này" names clause 1 of the article its words stand in (the cited clause
    # or one of its sub-clauses): a clause inserted before it changes what the same words
    # name, an article renumbered whole does not
    for part in [before, *earlier.descendants(before)]:
        here_now = after.ref + part.ref[len(before.ref) :]
        own = f"{part.text_vi} {part.text_en}"
        named += [
            (relative.resolve(part.ref), relative.resolve(here_now))
            for relative in relative_references_in(own, titles=titles)
        ]
    for ref_then, ref_now in named:
        then = earlier.clause(ref_then) if ref_then else None
        if then is None:
            continue  # names no clause of this document: another's, or a slip
        now = latest.clause(ref_now) if ref_now else None
        if (
            now is None
            or now.reading != then.reading
            or earlier.headings(then) != latest.headings(now)
        ):
            return False
    return True


def _read_alike(one: CitableClause | None, other: CitableClause | None) -> bool:
    if one is None or other is None:
        return one is other
    return one.reading == other.reading
