"""Citations checked against the signed text: one rule for people, GENIE and publishing.

An item citing ``(source_doc, clause_ref)`` of a document the tenant has imported must name a
clause that exists in its latest version, and each quote given must appear verbatim — after NFC
and whitespace normalisation, nothing more — in that clause's text in the quote's own language
(the clause's text includes its sub-clauses: "§4" covers what "§4.2" says). A tenant that has
not imported the document yet cannot be checked: the citation stays unverified (unknown), never
"verified".
"""

from __future__ import annotations

import re
import unicodedata
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Problem, message

from .models import DocumentClause, SignedDocument

MISMATCH = "rubric_item_citation_mismatch"
STALE = "rubric_item_citation_stale"

_WHITESPACE = re.compile(r"\s+")


def normalized(text: str) -> str:
    """NFC, every run of whitespace (line breaks, NBSP, tabs) one space, trimmed."""
    return _WHITESPACE.sub(" ", unicodedata.normalize("NFC", text)).strip()


def contains_words(text: str, quote: str) -> bool:
    """``quote`` occurs in ``text`` as whole words: "8 giờ/tuần" is not in "48 giờ/tuần". (Both
    already normalised.) A quote that starts or ends with punctuation is bounded by it."""
    if not quote:
        return False
    start = text.find(quote)
    while start != -1:
        end = start + len(quote)
        before_ok = not quote[0].isalnum() or start == 0 or not text[start - 1].isalnum()
        after_ok = not quote[-1].isalnum() or end == len(text) or not text[end].isalnum()
        if before_ok and after_ok:
            return True
        start = text.find(quote, start + 1)
    return False


@dataclass(frozen=True)
class CitableClause:
    ref: str
    label_vi: str
    label_en: str
    text_vi: str  # own text
    text_en: str
    parent_ref: str | None
    # The clause with its sub-clauses, normalised: what a quote is matched against.
    scope_vi: str = ""
    scope_en: str = ""


@dataclass(frozen=True)
class CitableDocument:
    """The latest imported version of one signed document, ready to check citations."""

    id: uuid.UUID | None
    kind: str
    version_no: int
    sha256: str
    title_vi: str
    title_en: str
    clauses: dict[str, CitableClause] = field(default_factory=dict)

    @property
    def source_doc(self) -> str:
        return self.kind

    def clause(self, ref: str) -> CitableClause | None:
        return self.clauses.get(normalized(ref)) if ref else None


def build_citable(
    *,
    id: uuid.UUID | None,
    kind: str,
    version_no: int,
    sha256: str,
    title_vi: str,
    title_en: str,
    clauses: Iterable[CitableClause],
) -> CitableDocument:
    """Attach to each clause the normalised text of its whole subtree (own text first, then
    each descendant in document order)."""
    ordered = list(clauses)
    children: dict[str | None, list[CitableClause]] = {}
    for clause in ordered:
        children.setdefault(clause.parent_ref, []).append(clause)

    def scope(clause: CitableClause, language: str) -> str:
        parts, pending = [], [clause]
        while pending:
            current = pending.pop(0)
            parts.append(getattr(current, f"text_{language}") or "")
            pending[0:0] = children.get(current.ref, [])
        return normalized("\n".join(parts))

    with_scope = {
        clause.ref: CitableClause(
            ref=clause.ref,
            label_vi=clause.label_vi,
            label_en=clause.label_en,
            text_vi=clause.text_vi,
            text_en=clause.text_en,
            parent_ref=clause.parent_ref,
            scope_vi=scope(clause, "vi"),
            scope_en=scope(clause, "en"),
        )
        for clause in ordered
    }
    return CitableDocument(id, kind, version_no, sha256, title_vi, title_en, with_scope)


def citable_from_models(
    document: SignedDocument, clauses: Iterable[DocumentClause]
) -> CitableDocument:
    by_id = {clause.pk: clause for clause in clauses}
    return build_citable(
        id=document.pk,
        kind=document.kind,
        version_no=document.version_no,
        sha256=document.sha256,
        title_vi=document.title_vi or "",
        title_en=document.title_en or "",
        clauses=[
            CitableClause(
                ref=clause.ref,
                label_vi=clause.label_vi or "",
                label_en=clause.label_en or "",
                text_vi=clause.text_vi or "",
                text_en=clause.text_en or "",
                parent_ref=by_id[clause.parent_id].ref if clause.parent_id in by_id else None,
            )
            for clause in sorted(by_id.values(), key=lambda clause: clause.position)
        ],
    )


@dataclass(frozen=True)
class Verdict:
    """What checking one citation found. ``document`` is None when the tenant has not imported
    that document (nothing to check against: unverified, not wrong)."""

    document: CitableDocument | None
    problems: tuple[Problem, ...] = ()

    @property
    def verified(self) -> bool:
        return self.document is not None and not self.problems

    @property
    def pinned_document_id(self) -> uuid.UUID | None:
        """The document version a verified citation pins (None: nothing was checked)."""
        return self.document.id if self.verified and self.document is not None else None


def verify_citation(
    documents: dict[str, CitableDocument],
    *,
    source_doc: str | None,
    clause_ref: str | None,
    quote_vi: str | None,
    quote_en: str | None,
    item_id: str | None = None,
) -> Verdict:
    document = documents.get(source_doc or "")
    if document is None or not (clause_ref or "").strip():
        return Verdict(None)
    clause = document.clause(clause_ref or "")
    if clause is None:
        return Verdict(
            document,
            (
                Problem(
                    MISMATCH,
                    message(
                        _("%(document)s v%(version)s has no clause %(ref)s"),
                        document=document.title_vi or document.kind,
                        version=document.version_no,
                        ref=clause_ref,
                    ),
                    field="clause_ref",
                    item_id=item_id,
                ),
            ),
        )
    problems = []
    for language, quote, scope in (
        ("vi", quote_vi, clause.scope_vi),
        ("en", quote_en, clause.scope_en),
    ):
        if quote and not contains_words(scope, normalized(quote)):
            problems.append(
                Problem(
                    MISMATCH,
                    message(
                        _("the quote is not word for word in %(ref)s (%(language)s)"),
                        ref=clause.ref,
                        language=language.upper(),
                    ),
                    field=f"source_quote_{language}",
                    item_id=item_id,
                )
            )
    return Verdict(document, tuple(problems))
