"""Importing the signed documents a rubric cites (one transaction, one signal)."""

from __future__ import annotations

import datetime as dt
import errno
import hashlib
import mimetypes
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone, translation
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import (
    AccessDenied,
    Conflict,
    Message,
    NotFound,
    Problem,
    ValidationFailed,
    message,
    validation_failed,
)
from cyberos_eval.tenancy import tenant_context
from governance.access import require
from governance.actors import Actor, Operator
from governance.models import Role, Subject, Tenant

from .. import signals
from ..citations import CitableClause, CitableDocument, build_citable
from ..documents import AlignmentProblem, DocumentUnreadable, ParsedClause, ParsedDocument
from ..documents.amending import clauses_amended
from ..documents.consolidation import (
    AmendmentUnapplied,
    Consolidation,
    Unapplied,
    Why,
    consolidate,
)
from ..documents.contract_numbers import (
    is_an_appendix,
    numbers_amended,
    own_number,
    same_number,
)
from ..documents.kinds import names_another_kind
from ..documents.parsing import parse_signed_document
from ..documents.parsing.tree import amount_words_differ, numbers_differ
from ..documents.selectors import citable_documents_by_id, latest_documents
from ..models import (
    DocumentClause,
    RubricItem,
    RubricVersion,
    SignedDocument,
    SignedDocumentFile,
    SignedDocumentWithdrawal,
    SourceDoc,
    VersionState,
)
from ..selectors import tenant_today
from ..validation import normalize_text
from ._common import hold_off_rubric_writes, is_person, locked_version
from .citing import review_citations, store_review

MAX_FILE_BYTES = 20 * 1024 * 1024
EARLIEST_SIGNED_ON = dt.date(1990, 1, 1)


@dataclass
class DocumentImport:
    """What an import did: the stored version, what the parser reported, the draft items whose
    citation the new text no longer supports (flagged stale for review), the draft items an
    earlier amendment flagged and nobody reviewed yet (still stale), and how many draft items it
    still supports (moved to it; none of them stale)."""

    document: SignedDocument
    problems: list[AlignmentProblem] = field(default_factory=list)
    stale_items: list[RubricItem] = field(default_factory=list)
    still_stale_items: list[RubricItem] = field(default_factory=list)
    repinned_items: int = 0
    # Approved (not yet published) versions citing this document: frozen, so not re-checked;
    # publishing them refuses their citations of the older text until they are reverted to
    # draft, which re-checks them.
    approved_versions: list[RubricVersion] = field(default_factory=list)
    # Draft citations checked for the first time and stored as the new text words them.
    reworded_items: list[dict[str, Any]] = field(default_factory=list)
    # Draft citations of a clause this text only renumbered, moved to its new reference.
    renumbered_items: list[dict[str, str]] = field(default_factory=list)
    # A change-only appendix applied to the version before (``SignedDocument.amendment``).
    amendment: dict[str, Any] = field(default_factory=dict)


# Why a file is refused, in the reader's language, by the parser's stable code (the parser
# knows no Django and words its refusals in English; those not here are shown so).
UNREADABLE_REASONS: dict[str, Message] = {
    "no_text_layer": _("it has no text layer (a scan?); run OCR on it or upload the .docx."),
}
# The gist of the others, said first in another language than English; the parser's own
# words (what it found: the file's name, its size, the fonts, …) follow as the detail.
UNREADABLE_GISTS: dict[str, Message] = {
    "corrupt_file": _("the file is damaged or truncated"),
    "unsupported_format": _(
        "it is not in a format that is read (.docx, a PDF with a text layer, UTF-8 text)"
    ),
    "not_utf8": _("its text is not UTF-8"),
    "empty": _("the file is empty"),
    "no_text": _("it holds no text"),
    "no_vietnamese": _("it has no Vietnamese text"),
    "no_english": _("it has no English text"),
    "no_clauses": _("no clause numbering was found in it"),
    "too_large": _("it is larger than any signed document"),
    "encrypted": _("it is protected by a password"),
    "legacy_font_encoding": _("it is typed in a legacy Vietnamese font (TCVN3, VNI)"),
    "vietnamese_without_marks": _("its Vietnamese has no tone marks"),
    "double_encoded": _("its text was saved in the wrong encoding"),
    "several_documents": _("it holds several documents"),
    "imported_content": _("its text is imported from another file"),
    "tone_marks_lost": _("its text layer lost the tone marks"),
    "unmapped_glyphs": _("its text layer does not tell which letters it shows"),
    "undrawn_letters": _("its letters are not drawn as text"),
    "not_found": _("the file cannot be opened"),
}


def _said_in_english_after(gist: Message, detail: str) -> str:
    if (translation.get_language() or "en").startswith("en"):
        return detail
    return str(_("%(gist)s; in English: %(detail)s") % {"gist": gist, "detail": detail})


_gist_then_detail = lazy(_said_in_english_after, str)


def unreadable_reason(error: DocumentUnreadable) -> Message:
    """Why the parser refused a file, in the reader's language when it is rendered: a reason
    of ours for the codes it fully explains; else the parser's English words (which name what
    it found), after the gist of its code in another language."""
    if error.code in UNREADABLE_REASONS:
        return UNREADABLE_REASONS[error.code]
    gist = UNREADABLE_GISTS.get(error.code)
    return error.message if gist is None else _gist_then_detail(gist, error.message)


def document_fingerprint(contents: list[bytes]) -> str:
    """SHA-256 of the one signed file; for a two-file document, SHA-256 over the two files'
    hex digests, Vietnamese first, one per line — what ``sha256sum vi en | cut -d' ' -f1 |
    sha256sum`` prints, so anyone can check it without this code."""
    digests = [hashlib.sha256(content).hexdigest() for content in contents]
    if len(digests) == 1:
        return digests[0]
    return hashlib.sha256("".join(f"{digest}\n" for digest in digests).encode()).hexdigest()


def import_signed_document(
    *,
    actor: Actor,
    tenant: Tenant,
    kind: str,
    signed_on: dt.date,
    file: Path,
    file_en: Path | None = None,
    kind_confirmed: bool = False,
    whole_text_confirmed: bool = False,
) -> DocumentImport:
    """Store one signed document (or the amendment of one) with its clause tree.

    The file(s) are parsed first; a file that cannot be parsed is refused (422
    ``signed_document_unreadable``) and nothing is stored, and so is one whose title names
    another kind of document (422 ``signed_document_kind_mismatch``) unless ``kind_confirmed``.
    An import never changes an earlier version: the amendment becomes the text citations are
    checked against, and the draft items whose cited clause no longer supports their quotes
    are flagged stale. An amendment signed before the version it follows is refused (422
    ``signed_document_signed_before_previous``). An appendix listing changes is applied to the
    version it amends (``_as_amended``), unless it names another contract's number (422
    ``signed_document_amends_another_contract``); a file of fewer than half that version's
    clauses in which no change is read is refused (422 ``signed_document_much_shorter``) unless
    ``whole_text_confirmed``: it is most often an appendix whose changes were not understood.
    """
    _require_importer(actor)
    if kind not in SourceDoc.values:
        raise validation_failed(
            "signed_document_kind_invalid",
            message(_("The kind must be one of %(values)s."), values=", ".join(SourceDoc.values)),
            field="kind",
        )
    _check_signed_on(tenant, signed_on)
    paths = [file, *([file_en] if file_en is not None else [])]
    contents = [_read(path) for path in paths]
    try:
        parsed = parse_signed_document(file, path_en=file_en)
    except DocumentUnreadable as error:
        raise validation_failed(
            "signed_document_unreadable",
            message(
                _("%(file)s cannot be read as a signed document: %(reason)s"),
                file=file.name if file_en is None else f"{file.name} / {file_en.name}",
                reason=unreadable_reason(error),
            ),
            field="file",
            reason=error.code,
        ) from error
    _check_storable(parsed, file if file_en is None else file_en)
    if not kind_confirmed:
        _refuse_another_kind(kind, parsed, file)
    sha256 = document_fingerprint(contents)
    with tenant_context(tenant), transaction.atomic():
        # First: the rubric writes in flight finish (the drafts they wrote are re-checked
        # below), and the ones that come now wait for this text to be committed and read it.
        # Two imports of the tenant's documents queue up too: the second is the next version.
        hold_off_rubric_writes(tenant.pk)
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, hold=True)
        # Once per file and kind, unless that import was withdrawn (imported by mistake as
        # another version, or dated wrong): the tenant's imports queue up, so this check is
        # not raced, and the database keeps no rule a withdrawal could not pass.
        already = SignedDocument.objects.filter(
            kind=kind, sha256=sha256, withdrawal__isnull=True
        ).first()
        if not kind_confirmed:
            _refuse_a_file_of_another_kind(kind, sha256, file)
        if already is not None:
            raise Conflict(
                "signed_document_already_imported",
                message(
                    _("This file was already imported as version %(no)d."), no=already.version_no
                ),
                409,
            )
        previous = latest_documents([kind]).get(kind)
        _refuse_signed_before_the_previous(previous, signed_on)
        number = own_number(parsed)
        appendix = is_an_appendix(parsed)
        if appendix and previous is not None:
            # (an appendix restating the whole text too: it follows this contract or none)
            _refuse_another_contracts(parsed, previous, file)
        parsed, amendment = _as_amended(previous, parsed, file, whole_text_confirmed)
        if (amendment or appendix) and previous is not None:
            # the contract amended keeps its number, however the appendix is stored
            number = previous.contract_number
        document = _store(
            actor, tenant, kind, signed_on, parsed, sha256, paths, contents, amendment, number
        )
        citable = _citable(document, parsed)
        result = DocumentImport(document=document, problems=parsed.problems, amendment=amendment)
        _review_draft_citations(citable, result)
        result.approved_versions = _approved_versions_citing(kind)
        signals.signed_document_imported.send(
            sender=SignedDocument,
            actor=actor,
            document=document,
            files=list(document.files.all()),
            problems=parsed.problems,
            stale_items=result.stale_items,
            still_stale_items=result.still_stale_items,
            repinned_items=result.repinned_items,
            reworded_items=result.reworded_items,
            renumbered_items=result.renumbered_items,
            approved_versions=result.approved_versions,
        )
    return result


def _refuse_another_kind(kind: str, parsed: ParsedDocument, file: Path) -> None:
    """A file whose title names another kind of document than the one it is imported as (the
    NDA picked as the labour contract) would replace that kind's text, and every draft
    citation of it would go stale: refused, unless the importer confirms the kind."""
    named = names_another_kind(kind, parsed.title_vi, parsed.title_en)
    if not named:
        return
    labels = dict(SourceDoc.choices)
    raise validation_failed(
        "signed_document_kind_mismatch",
        message(
            _(
                "%(file)s is titled “%(title)s”: the title of a document of the kind "
                "“%(named)s”, not “%(kind)s”. Choose the kind its title names, or confirm the kind "
                "if the title misleads."
            ),
            file=file.name,
            title=parsed.title_vi or parsed.title_en or "",
            named=format_lazy(
                " / ".join("{}" for _kind in named), *(labels[k] for k in sorted(named))
            ),
            kind=labels[kind],
        ),
        field="kind",
        reason=",".join(sorted(named)),
    )


def _refuse_a_file_of_another_kind(kind: str, sha256: str, file: Path) -> None:
    """The very file already stored as another kind (the contract picked again as the NDA): a
    file is one document; refused unless the importer confirms the kind."""
    other = (
        SignedDocument.objects.filter(sha256=sha256, withdrawal__isnull=True)
        .exclude(kind=kind)
        .first()
    )
    if other is None:
        return
    raise validation_failed(
        "signed_document_kind_mismatch",
        message(
            _(
                "%(file)s is already imported as version %(version)d of “%(named)s”, not "
                "“%(kind)s”. Choose that kind, or confirm this one if the file is both."
            ),
            file=file.name,
            version=other.version_no,
            named=dict(SourceDoc.choices)[other.kind],
            kind=dict(SourceDoc.choices)[kind],
        ),
        field="kind",
        reason=other.kind,
    )


def _refuse_signed_before_the_previous(previous: SignedDocument | None, signed_on: dt.date) -> None:
    """An amendment is in force from the day it was signed: one dated before the version it
    follows (``previous``, the latest) would put the versions out of their order in time (a
    date typed wrong)."""
    if previous is None or signed_on >= previous.signed_on:
        return
    raise validation_failed(
        "signed_document_signed_before_previous",
        message(
            _(
                "The signing date %(signed_on)s is before %(previous_on)s, when version "
                "%(version)d it would follow was signed."
            ),
            signed_on=signed_on,
            previous_on=previous.signed_on,
            version=previous.version_no,
        ),
        field="signed_on",
    )


def _as_amended(
    previous: SignedDocument | None,
    parsed: ParsedDocument,
    file: Path,
    whole_text_confirmed: bool = False,
) -> tuple[ParsedDocument, dict[str, Any]]:
    """An appendix listing changes to some of the document's clauses is applied to the
    version it amends: the text stored is that version with the changes made (each changed
    clause in the appendix's words, every other word for word as before), so the citations
    are checked against the contract as amended. When a change cannot be made as written, the
    appendix is refused with each such change and why (422 ``signed_document_amends_clauses``):
    its few clauses would otherwise replace all those the citations are checked against.
    Returns what to store and the amendment's record (empty for a whole text)."""
    if parsed.changes_only and previous is None:
        raise _nothing_to_amend(file)
    if previous is None or len(parsed.clauses) >= previous.clause_count:
        return parsed, {}
    amended = clauses_amended(parsed)
    if not amended and not parsed.changes_only:
        if len(parsed.clauses) * 2 < previous.clause_count and not whole_text_confirmed:
            raise _much_shorter(parsed, previous, file)
        return parsed, {}
    _refuse_another_contracts(parsed, previous, file)
    clauses = [
        ParsedClause(
            ref=row.ref,
            label_vi=row.label_vi or "",
            label_en=row.label_en or "",
            text_vi=row.text_vi or "",
            text_en=row.text_en or "",
            parent_ref=row.parent.ref if row.parent is not None else None,
            position=row.position,
        )
        for row in previous.clauses.select_related("parent").order_by("position")
    ]
    try:
        consolidation = consolidate(
            clauses, parsed, titles=(previous.title_vi, previous.title_en or "")
        )
    except AmendmentUnapplied as refused:
        raise _unapplied(refused.unapplied, file, previous.version_no) from refused
    amendment = {
        "amends_version": previous.version_no,
        "appendix_title_vi": parsed.title_vi,
        "appendix_title_en": parsed.title_en,
        "changes": [
            {
                "op": change.op.value,
                "clause_ref": change.ref,
                "appendix_ref": change.by_ref,
                **({"renumbered_from": change.was} if change.was else {}),
            }
            for change in consolidation.changes
        ],
    }
    return (
        ParsedDocument(
            layout=parsed.layout,
            title_vi=previous.title_vi,
            title_en=previous.title_en or "",
            clauses=consolidation.clauses,
            problems=_amended_text_problems(previous, clauses, consolidation, parsed),
        ),
        amendment,
    )


def _nothing_to_amend(file: Path) -> ValidationFailed:
    """A file holding only a table of old and new wording, no clause numbered: an appendix,
    with no version of its kind imported for it to amend."""
    return validation_failed(
        "signed_document_only_changes",
        message(
            _(
                "%(file)s holds only a table of changes (old and new wording) and no numbered "
                "clause: it amends a document, and no version of this kind has been imported "
                "for it to amend. Import the document it amends first."
            ),
            file=file.name,
        ),
        field="file",
    )


def _refuse_another_contracts(parsed: ParsedDocument, previous: SignedDocument, file: Path) -> None:
    """An appendix naming the contract it amends by a number that is not this one's ("Căn cứ
    Hợp đồng lao động số 27/2025/HĐLĐ …" where the contract on file is No. 15/2026/HĐLĐ): an
    appendix of another contract, imported under this kind by mistake. Applied, it would store
    terms the parties of this contract never signed (422
    ``signed_document_amends_another_contract``). Where either number is not written, nothing
    is known of it and nothing is refused."""
    named = numbers_amended(parsed)
    if not previous.contract_number or not named:
        return
    if any(same_number(number, previous.contract_number) for number in named):
        return
    raise validation_failed(
        "signed_document_amends_another_contract",
        message(
            _(
                "%(file)s amends contract No. %(named)s; version %(version)d on file is contract "
                "No. %(number)s. Import it under the document it amends, or, if the number in "
                "it is a slip, have the parties correct the appendix."
            ),
            file=file.name,
            named=", ".join(named),
            version=previous.version_no,
            number=previous.contract_number,
        ),
        field="file",
    )


def _much_shorter(parsed: ParsedDocument, previous: SignedDocument, file: Path) -> ValidationFailed:
    """A file of far fewer clauses than the version it would replace, in which no change is
    read: most often an appendix stating its changes in words not understood ("Do yêu cầu …,
    hai bên thống nhất …", "gia hạn thời hạn hợp đồng đến …"). Imported as the next version, its
    few clauses would replace every clause the citations are checked against."""
    return validation_failed(
        "signed_document_much_shorter",
        message(
            _(
                "%(file)s has %(after)d clauses where version %(version)d has %(before)d, and "
                "no change to a clause of it is read: imported as the next version, it would "
                "replace every clause the citations are checked against. If it is an appendix "
                "listing changes, state each as “Sửa đổi khoản … Điều … như sau: …” (or import "
                "the whole text as amended); if it is the whole text signed anew, confirm "
                "that it is."
            ),
            file=file.name,
            after=len(parsed.clauses),
            version=previous.version_no,
            before=previous.clause_count,
        ),
        field="file",
    )


def _amended_text_problems(
    previous: SignedDocument,
    before: list[ParsedClause],
    amended: Consolidation,
    appendix: ParsedDocument,
) -> list[AlignmentProblem]:
    """What is known of the text as amended: the problems found in the version amended, of the
    clauses the appendix left as they were (a citation of one whose two languages state
    different numbers is still read so); each changed clause's languages compared as the
    parser compares them (``numbers_differ``); and what the parser saw in the appendix, said of
    the appendix's own clauses. A clause renumbered keeps its problems, under its new number."""
    old = {amended.moved(clause.ref): (clause.text_vi, clause.text_en) for clause in before}
    kept = {c.ref for c in amended.clauses if old.get(c.ref) == (c.text_vi, c.text_en)}
    problems = [
        AlignmentProblem(
            problem["code"],
            moved,
            _naming_anew(problem["message"], amended),
        )
        for problem in previous.import_problems
        if (moved := amended.moved(problem.get("clause_ref") or "")) in kept
        and problem["code"] in _OF_A_CLAUSE_TEXT
    ]
    for clause in amended.clauses:
        if clause.ref in kept:
            continue
        for check in (numbers_differ, amount_words_differ):
            if (problem := check(clause.ref, clause.text_vi, clause.text_en)) is not None:
                problems.append(problem)
    # the parser's messages name the appendix's clause themselves
    problems += [
        AlignmentProblem(problem.code, None, f"appendix: {problem.message}")
        for problem in appendix.problems
    ]
    return problems


def _naming_anew(text: str, amended: Consolidation) -> str:
    """A problem's message naming each clause by the number a renumbering gave it: the
    founder reads "§5.2: …" beside §5.2, not the number it had before the appendix."""
    return _CLAUSE_NAMED.sub(lambda named: amended.moved(named[0]), text)


_CLAUSE_NAMED = re.compile(r"§\d+(?:\.\d+)*(?:\([a-zđ]\))?")


# Problems of a clause's own text, still true while the text is: not those of its place among
# its siblings (numbering_gap, duplicate_ref), which an appendix adding clauses may change.
_OF_A_CLAUSE_TEXT = {
    "numbers_differ",
    "amount_words_differ",
    "missing_english",
    "missing_vietnamese",
    "unmapped_glyphs",
    "legacy_font_text",
    "other_language_text",
    "unprinted_text",
    "text_covered",
    "text_too_small",
    "text_beyond_page",
    "field_shown_otherwise",
    "field_result_may_change",
}


def _unapplied(unapplied: list[Unapplied], file: Path, version: int) -> ValidationFailed:
    """422 ``signed_document_amends_clauses``: one problem per change that cannot be made,
    each with its stable reason (``Why``)."""
    changes = [
        message(
            _("%(clause)s (the appendix's %(by)s): %(why)s"),
            clause=change.clause,
            by=change.by_ref,
            why=UNAPPLIED_REASONS[change.why],
        )
        for change in unapplied
    ]
    shown = changes[:_SHOWN_AMENDED]
    detail = message(
        _(
            "%(file)s reads as an appendix that amends clauses of version %(version)d, and "
            "these of its changes cannot be made as written: %(changes)s. Nothing was "
            "imported. Correct the appendix, or import the document's whole text with the "
            "appendix's changes made, as the parties signed or initialled it."
        ),
        file=file.name,
        version=version,
        # lazily joined: each change is rendered in the reader's language
        changes=format_lazy(
            "; ".join("{}" for _change in shown) + ("; …" if len(changes) > len(shown) else ""),
            *shown,
        ),
    )
    code = "signed_document_amends_clauses"
    return ValidationFailed(
        code,
        detail,
        422,
        [
            Problem(code, text, field="file", reason=change.why.value)
            for change, text in zip(unapplied, changes, strict=True)
        ],
    )


# Why a change of an amending appendix cannot be made, in the reader's language.
UNAPPLIED_REASONS: dict[str, Message] = {
    Why.CLAUSE_MISSING: _("the document has no such clause"),
    Why.CLAUSE_EXISTS: _("it adds a clause the document already has"),
    Why.LANGUAGES_DISAGREE: _("the English names another clause or another change"),
    Why.ENGLISH_MISSING: _("it gives no English wording"),
    Why.NO_NEW_WORDING: _("it gives no new wording to put in"),
    Why.OLD_WORDS_MISSING: _(
        "the words it replaces are not in the clause, once, in both languages"
    ),
    Why.WORDING_NUMBERS_ANOTHER: _("its new wording numbers a clause it does not name"),
    Why.WORDING_UNCLEAR: _(
        "its new wording cannot be told from the words around it (a reason, an introduction "
        "or another change beside it, or a clause numbered twice)"
    ),
    Why.ANOTHER_DOCUMENT: _("it changes a clause of another document"),
    Why.AMOUNT_IN_WORDS: _(
        "the clause also writes the old amount in words, which the appendix does not change"
    ),
    Why.CHANGE_NOT_UNDERSTOOD: _("it states a change in words not understood as one"),
    Why.CLAUSE_UNCLEAR: _("the clause it names cannot be read as one clause"),
    Why.WORDS_ELSEWHERE: _(
        "the words it replaces stand only in a point or sub-clause other than the one it adjusts"
    ),
    Why.PART_OF_CLAUSE: _(
        "it repeals or rewords a part of the clause (a sentence, a paragraph, some words) "
        "without the clause's whole new wording"
    ),
    Why.PLACED_OTHERWISE: _(
        "it puts the clause it adds after another clause than the one its number follows"
    ),
}


_SHOWN_AMENDED = 5


MAX_REF = 64
MAX_LABEL = 100


def _check_storable(parsed: ParsedDocument, file: Path) -> None:
    """Numbering nobody signs (a clause forty levels deep, a label that is a paragraph) is
    refused as unreadable rather than failing the database write."""
    for clause in parsed.clauses:
        if (
            len(clause.ref) > MAX_REF
            or len(clause.label_vi) > MAX_LABEL
            or len(clause.label_en) > MAX_LABEL
        ):
            raise validation_failed(
                "signed_document_unreadable",
                message(
                    _("%(file)s numbers a clause in a way that cannot be cited: %(ref)s"),
                    file=file.name,
                    ref=clause.ref[:80],
                ),
                field="file",
                reason="clause_numbering_too_deep",
            )


def _require_importer(actor: Actor) -> None:
    if not isinstance(actor, Operator | Subject):
        raise AccessDenied("rubric_access_denied", _("No authenticated actor."), 403)


def _check_signed_on(tenant: Tenant, signed_on: dt.date) -> None:
    if not isinstance(signed_on, dt.date) or isinstance(signed_on, dt.datetime):
        raise validation_failed("invalid_date", _("The date must be a date."), field="signed_on")
    today = tenant_today(tenant)
    if not EARLIEST_SIGNED_ON <= signed_on <= today:
        raise validation_failed(
            "signed_document_date_out_of_range",
            message(
                _("The signing date must be between %(earliest)s and today (%(today)s)."),
                earliest=EARLIEST_SIGNED_ON,
                today=today,
            ),
            field="signed_on",
        )


def _read(path: Path) -> bytes:
    try:
        status = path.stat()
        if not stat.S_ISREG(status.st_mode):
            # a device (/dev/zero) or a pipe has no size to check and may never end
            raise OSError(errno.EINVAL, "not a regular file")
        size = status.st_size
        if size > MAX_FILE_BYTES:
            raise validation_failed(
                "signed_document_too_large",
                message(
                    _("%(file)s is %(size)d bytes; at most %(max)d."),
                    file=path.name,
                    size=size,
                    max=MAX_FILE_BYTES,
                ),
                field="file",
            )
        return path.read_bytes()
    except OSError as error:
        raise validation_failed(
            "signed_document_file_unreadable",
            message(
                _("%(file)s cannot be opened: %(error)s"), file=path.name, error=error.strerror
            ),
            field="file",
        ) from error


def _store(
    actor: Actor,
    tenant: Tenant,
    kind: str,
    signed_on: dt.date,
    parsed: ParsedDocument,
    sha256: str,
    paths: list[Path],
    contents: list[bytes],
    amendment: dict[str, Any],
    contract_number: str,
) -> SignedDocument:
    latest = SignedDocument.objects.filter(kind=kind).aggregate(latest=Max("version_no"))["latest"]
    try:
        with transaction.atomic():
            document = SignedDocument.objects.create(
                tenant=tenant,
                kind=kind,
                version_no=(latest or 0) + 1,
                signed_on=signed_on,
                title_vi=parsed.title_vi or SourceDoc(kind).label,
                title_en=parsed.title_en or None,
                layout=str(parsed.layout),
                sha256=sha256,
                clause_count=len(parsed.clauses),
                import_problems=[
                    {"code": p.code, "clause_ref": p.clause_ref, "message": p.message}
                    for p in parsed.problems
                ],
                imported_by_subject=actor if isinstance(actor, Subject) else None,
                amendment=amendment,
                contract_number=contract_number[:64],
            )
    except IntegrityError as error:
        # Another import of the same kind won the version number (or the same file) meanwhile.
        raise Conflict(
            "concurrent_update",
            _("Another import of this document finished first; look and try again."),
            409,
            retry_after=1,
        ) from error
    languages = ["bilingual"] if len(paths) == 1 else ["vi", "en"]
    SignedDocumentFile.objects.bulk_create(
        SignedDocumentFile(
            tenant=tenant,
            document=document,
            language=language,
            filename=path.name[:255],
            media_type=mimetypes.guess_type(path.name)[0] or "application/octet-stream",
            content=content,
            sha256=hashlib.sha256(content).hexdigest(),
            size=len(content),
        )
        for language, path, content in zip(languages, paths, contents, strict=True)
    )
    rows = {
        clause.ref: DocumentClause(
            tenant=tenant,
            document=document,
            ref=clause.ref,
            label_vi=clause.label_vi or None,
            label_en=clause.label_en or None,
            text_vi=clause.text_vi,
            text_en=clause.text_en or None,
            position=clause.position,
        )
        for clause in parsed.clauses
    }
    # Parents are linked once every row exists, whatever order the parser listed them in.
    for clause in parsed.clauses:
        if clause.parent_ref:
            rows[clause.ref].parent = rows.get(clause.parent_ref)
    DocumentClause.objects.bulk_create(rows.values())
    return document


def _citable(document: SignedDocument, parsed: ParsedDocument) -> CitableDocument:
    return build_citable(
        id=document.pk,
        kind=document.kind,
        version_no=document.version_no,
        sha256=document.sha256,
        title_vi=document.title_vi,
        title_en=document.title_en or "",
        clauses=[
            CitableClause(
                ref=c.ref,
                label_vi=c.label_vi,
                label_en=c.label_en,
                text_vi=c.text_vi,
                text_en=c.text_en,
                parent_ref=c.parent_ref,
            )
            for c in parsed.clauses
        ],
    )


def _review_draft_citations(citable: CitableDocument, result: DocumentImport) -> None:
    """Every draft item citing this document is moved to the new text or flagged stale."""
    draft_versions = (
        RubricVersion.objects.filter(
            state=VersionState.DRAFT, items__source_doc=citable.kind, items__needs_clause_ref=False
        )
        .distinct()
        .order_by("rubric_id", "version_no")
    )
    for version in draft_versions:
        # The one lock order: rubric -> version -> items (ADR 0006).
        locked = locked_version(version)
        if locked.state != VersionState.DRAFT:
            continue
        items = (
            locked.items.select_for_update()
            .filter(source_doc=citable.kind)
            .exclude(clause_ref="")
            .order_by("position", "created_at")
        )
        review = review_citations(items, {citable.kind: citable})
        store_review(review)
        result.repinned_items += len(review.repinned)
        result.reworded_items += review.reworded
        result.renumbered_items += review.renumbered
        result.stale_items += review.stale
        result.still_stale_items += review.still_stale


@dataclass
class DocumentWithdrawal(DocumentImport):
    """What withdrawing an import did: ``document`` is the version withdrawn, ``restored`` the
    one in force again (None when the withdrawn one was the first); the review fields as an
    import's, for the drafts."""

    restored: SignedDocument | None = None
    # Draft items checked against the restored text and flagged only by the withdrawn one:
    # no longer flagged.
    lifted_items: list[RubricItem] = field(default_factory=list)


def withdraw_signed_document(
    *, actor: Actor, document: SignedDocument, reason: str
) -> DocumentWithdrawal:
    """Withdraw the latest import of a document as a mistake (the wrong employee's contract,
    an unsigned draft): the version before it is again the text citations are checked
    against, and the draft items citing the kind are reviewed against it as an import reviews
    them. The withdrawn version stays, as imported; no version cited outside a draft may be
    withdrawn (409 ``signed_document_cited``: an approved one is reverted first, a published
    one stands). Done by a person holding rubric_admin, or an operator."""
    if not isinstance(actor, Operator) and not is_person(actor):
        raise AccessDenied(
            "rubric_requires_human_approver",
            _("Only a person withdraws an import; a service account cannot."),
            403,
        )
    reason = (normalize_text(reason) or "") if isinstance(reason, str) else ""
    if not _INVISIBLE.sub("", reason):
        raise validation_failed(
            "signed_document_withdrawal_reason_required",
            _("Say why the import is withdrawn."),
            field="reason",
        )
    if len(reason) > MAX_WITHDRAWAL_REASON:
        raise validation_failed(
            "signed_document_withdrawal_reason_too_long",
            message(_("At most %(max)d characters."), max=MAX_WITHDRAWAL_REASON),
            field="reason",
        )
    with tenant_context(document.tenant_id), transaction.atomic():
        hold_off_rubric_writes(document.tenant_id)
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, hold=True)
        document = _withdrawable(document)
        SignedDocumentWithdrawal.objects.create(
            tenant_id=document.tenant_id,
            document=document,
            reason=reason,
            withdrawn_by_subject=actor if isinstance(actor, Subject) else None,
        )
        restored = latest_documents([document.kind]).get(document.kind)
        result = DocumentWithdrawal(document=document, problems=[], restored=restored)
        if restored is not None:
            _review_draft_citations(citable_documents_by_id([restored.pk])[restored.pk], result)
            _lift_flags_of_the_withdrawn(restored, result)
        else:
            _flag_drafts_citing(document, result)
        result.approved_versions = _approved_versions_citing(document.kind)
        signals.signed_document_withdrawn.send(
            sender=SignedDocument,
            actor=actor,
            document=document,
            restored=restored,
            reason=reason,
            stale_items=result.stale_items,
            repinned_items=result.repinned_items,
            renumbered_items=result.renumbered_items,
            reworded_items=result.reworded_items,
            still_stale_items=result.still_stale_items,
            lifted_items=result.lifted_items,
            approved_versions=result.approved_versions,
        )
    return result


MAX_WITHDRAWAL_REASON = 2000
# What a reason is not made of: spaces, zero-width and direction marks, a soft hyphen.
_INVISIBLE = re.compile(r"[\s\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]+")


def _withdrawable(document: SignedDocument) -> SignedDocument:
    """The document read again under the import lock, if it may be withdrawn now."""
    current = SignedDocument.objects.filter(pk=document.pk).select_related("withdrawal").first()
    if current is None:
        raise NotFound("signed_document_not_found", _("No such signed document."), 404)
    if SignedDocumentWithdrawal.objects.filter(document=current).exists():
        raise Conflict(
            "signed_document_already_withdrawn",
            message(_("Version %(no)d was already withdrawn."), no=current.version_no),
            409,
        )
    latest = latest_documents([current.kind]).get(current.kind)
    if latest is not None and latest.pk != current.pk:
        raise Conflict(
            "signed_document_not_latest",
            message(
                _("Only the latest version is withdrawn: version %(latest)d came after it."),
                latest=latest.version_no,
            ),
            409,
        )
    cited = (
        RubricVersion.objects.filter(items__cited_document=current)
        .exclude(state=VersionState.DRAFT)
        .select_related("rubric")
        .distinct()
        .order_by("rubric__name", "version_no")
    )
    if cited:
        raise Conflict("signed_document_cited", _cited_advice(current, list(cited)), 409)
    return current


def _cited_advice(document: SignedDocument, cited: list[RubricVersion]) -> Message:
    """Why an import cited outside a draft is not withdrawn, and what the person can do: an
    approved version is reverted to draft first; a published one (in force, superseded or
    withdrawn before it took effect) keeps its citations, so the import stays and the
    corrected text is imported as the next version. Only the versions that block are named."""
    published = [version for version in cited if version.state != VersionState.APPROVED]
    if published:
        text = _(
            "Version %(no)d is cited by %(versions)s. A published version's citations cannot "
            "change, so this import cannot be withdrawn; import the corrected text as the next "
            "version instead."
        )
    else:
        text = _(
            "Version %(no)d is cited by %(versions)s. Revert the approved version to draft "
            "first, then withdraw this import."
        )
    blocking = published or cited
    return message(
        text,
        no=document.version_no,
        versions=format_lazy(
            ", ".join("{} v{} ({})" for _version in blocking),
            *(
                part
                for version in blocking
                for part in (
                    version.rubric.name,
                    version.version_no,
                    dict(VersionState.choices)[version.state],
                )
            ),
        ),
    )


def _lift_flags_of_the_withdrawn(restored: SignedDocument, result: DocumentWithdrawal) -> None:
    """A draft citation pinned to the restored text and flagged stale was flagged by a later
    import, now withdrawn (only a newer text flags a citation and leaves its pin): it is
    checked against the text in force again, and its flag is lifted."""
    result.lifted_items += _set_stale_flags(False, cited_document=restored, citation_stale=True)


def _flag_drafts_citing(document: SignedDocument, result: DocumentImport) -> None:
    """With no version left to check them against, the draft citations of the withdrawn text
    are flagged for review (a person re-cites them once the right text is imported)."""
    result.stale_items += _set_stale_flags(True, cited_document=document)


def _set_stale_flags(stale: bool, **where: Any) -> list[RubricItem]:
    """Set the stale flag of the draft items matching ``where``, each draft locked in the one
    lock order (rubric -> version -> items, ADR 0006); the items changed."""
    versions = (
        RubricVersion.objects.filter(
            state=VersionState.DRAFT, **{f"items__{name}": value for name, value in where.items()}
        )
        .distinct()
        .order_by("rubric_id", "version_no")
    )
    changed: list[RubricItem] = []
    now = timezone.now()  # what save() would stamp: the drafts' ETags move with their items
    for version in versions:
        locked = locked_version(version)
        if locked.state != VersionState.DRAFT:
            continue
        items = list(locked.items.select_for_update().filter(**where))
        for item in items:
            item.citation_stale, item.updated_at = stale, now
        RubricItem.objects.bulk_update(items, ["citation_stale", "updated_at"])
        changed += items
    return changed


def _approved_versions_citing(kind: str) -> list[RubricVersion]:
    return list(
        RubricVersion.objects.filter(
            state=VersionState.APPROVED, items__source_doc=kind, items__needs_clause_ref=False
        )
        .select_related("rubric")
        .distinct()
        .order_by("rubric__name", "version_no")
    )


__all__ = [
    "DocumentImport",
    "DocumentWithdrawal",
    "document_fingerprint",
    "import_signed_document",
    "withdraw_signed_document",
]
