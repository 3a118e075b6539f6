"""What was done to a PDF after it was made: a revision appended after its signature, and
notes typed over its pages.

A PDF is changed by appending a revision; a viewer, and the text layer read here, show the
last. After a signature, that is text nobody signed: "Mức lương cơ bản 28.000.000 đồng" read
where the signed revision says 25.000.000, with nothing said (probe 13). A note typed over a
page (a FreeText annotation: "Sửa: 28.000.000 đồng") prints over the clause and is no text of
it. Neither is read as the document; each is reported, so the person importing it sees what
was changed and by whom.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from rubric.documents import AlignmentProblem

_SIGNATURE = re.compile(rb"/ByteRange\s*\[")
_END_OF_REVISION = re.compile(rb"%%EOF")
_HIDDEN = 2  # an annotation's flag: not shown, not printed
_LONGEST_NOTE_SHOWN = 120


def changes_after_making(path: Path, data: bytes, pages: list[Any]) -> list[AlignmentProblem]:
    """The problems of a PDF changed after it was signed, or written over (``pages``: its
    pages as pypdf reads them)."""
    problems = []
    changed = _changed_after_signing(path, data, pages)
    if changed is not None:
        problems.append(changed)
    problems += _notes_over_pages(path, pages)
    return problems


def _changed_after_signing(path: Path, data: bytes, pages: list[Any]) -> AlignmentProblem | None:
    signatures = [match.start() for match in _SIGNATURE.finditer(data)]
    if not signatures:
        return None
    # the signed revision ends at the first end of file after the last signature's dictionary
    signed_end = next(
        (match.end() for match in _END_OF_REVISION.finditer(data, max(signatures))), None
    )
    if signed_end is None or not data[signed_end:].strip():
        return None  # nothing appended after it
    changed = _pages_read_differently(path, data[:signed_end], pages)
    if changed == []:
        return None  # a revision that changes no page's text (a validation record, a stamp)
    where = (
        f"page(s) {', '.join(str(page) for page in changed)} read differently in the revision "
        "it covers"
        if changed is not None
        else "the revision it covers could not be read to compare"
    )
    return AlignmentProblem(
        "modified_after_signing",
        None,
        f"{path.name} was changed after it was signed: a revision was appended after its "
        f"signature, and {where}. The text read is the last revision's, which nobody signed. "
        "Ask for the signed original.",
    )


def _pages_read_differently(path: Path, signed: bytes, pages: list[Any]) -> list[int] | None:
    """The pages (numbered from 1) whose text differs in the ``signed`` revision; None when it
    cannot be read, or would cost more to read than a page may (its drawing is not the one the
    last revision's budget was checked on)."""
    from pypdf import PdfReader

    from rubric.documents.parsing.pdf_budget import require_affordable_pages

    try:
        before = PdfReader(io.BytesIO(signed), strict=False).pages
        require_affordable_pages(list(before), path)
        count = max(len(before), len(pages))
        return [
            number + 1
            for number in range(count)
            if number >= len(before)
            or number >= len(pages)
            or _words(before[number]) != _words(pages[number])
        ]
    except Exception:  # a damaged or truncated revision: unknown, said so
        return None


def _words(page: Any) -> list[str]:
    return str(page.extract_text() or "").split()


def _notes_over_pages(path: Path, pages: list[Any]) -> list[AlignmentProblem]:
    problems = []
    for number, page in enumerate(pages, start=1):
        for note in _typed_notes(page):
            shown = " ".join(note.split())
            if len(shown) > _LONGEST_NOTE_SHOWN:
                shown = shown[:_LONGEST_NOTE_SHOWN] + "…"
            problems.append(
                AlignmentProblem(
                    "note_over_page",
                    None,
                    f'Page {number} of {path.name} carries a note typed over it ("{shown}"): '
                    "it prints with the page but is no text of the document, so it was not "
                    "read. If it changes a clause, the signed document does not say so.",
                )
            )
    return problems


def _typed_notes(page: Any) -> list[str]:
    """The text of the notes typed over ``page`` that show (FreeText annotations)."""
    notes = []
    try:
        annotations = page.get("/Annots") or []
        for reference in annotations:
            annotation = reference.get_object()
            if annotation.get("/Subtype") != "/FreeText":
                continue
            if int(annotation.get("/F", 0)) & _HIDDEN:
                continue
            text = str(annotation.get("/Contents") or "").strip()
            if text:
                notes.append(text)
    except Exception:  # a damaged annotation array: no note we can tell of
        return notes
    return notes
