"""Reading signed bilingual documents into clause trees (pure Python, no database).

The parser (``rubric.documents.parsing``) turns a signed document's file(s) into a
``ParsedDocument``; the import service stores it. Nothing here touches Django models.

Canonical clause references (``ParsedClause.ref``) follow one convention whatever the document
wrote, so an item's citation reads the same across documents and languages:

- an article / "Điều 4" / "Article 4" / "Section 4" / a top-level "4."      -> ``§4``
- a numbered sub-clause "4.2" / "Khoản 2" (inside Điều 4) / "Clause 2"       -> ``§4.2``
- deeper numbering "4.2.1"                                                    -> ``§4.2.1``
- a lettered point "a)" / "(a)" / "Điểm a" (inside §4.2)                      -> ``§4.2(a)``
- a roman or numbered point "(i)" inside §4.2(a)                              -> ``§4.2(a)(i)``
- an appendix / "Phụ lục 1" / "Appendix 1" (documents that number by appendix) -> ``§A1`` and
  its clauses ``§A1.2`` etc.

``label_vi`` / ``label_en`` keep the label exactly as written ("Điều 4.2", "Article 4.2",
"Khoản 2", "a)"). All text is NFC-normalised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Layout(StrEnum):
    """How the two languages sit in the file(s)."""

    INTERLEAVED = "interleaved"  # each Vietnamese paragraph followed by its English translation
    TABLE = "table"  # a two-column table, Vietnamese | English
    # Two files, Vietnamese and English (or one file, all Vietnamese then all English),
    # aligned by clause numbers.
    SEPARATE = "separate"


@dataclass(frozen=True)
class ParsedClause:
    ref: str  # canonical, e.g. "§4.2(a)"
    label_vi: str  # as written, e.g. "Điều 4.2", "Khoản 2", "a)"; "" when the VI side has none
    label_en: str  # as written, e.g. "Article 4.2", "(a)"; "" when the EN side has none
    text_vi: str  # the clause's own text (heading title and body), NFC, without its children
    text_en: str
    parent_ref: str | None  # canonical ref of the enclosing clause, None at top level
    position: int  # document order, 0-based, over all clauses


@dataclass(frozen=True)
class AlignmentProblem:
    """Something an importer should see but that does not stop the import."""

    code: str  # stable: "missing_english", "missing_vietnamese", "numbering_gap", …
    clause_ref: str | None
    message: str  # English, for the operator's console


@dataclass
class ParsedDocument:
    layout: Layout
    title_vi: str
    title_en: str
    clauses: list[ParsedClause] = field(default_factory=list)
    problems: list[AlignmentProblem] = field(default_factory=list)
    # Text before the first clause (parties, recitals): kept for the record, not a clause.
    preamble_vi: str = ""
    preamble_en: str = ""
    # No clause numbered, only a table of old and new wording ("NỘI DUNG THAY ĐỔI"): held as
    # one clause, §1, which can only amend a version imported before
    changes_only: bool = False


class DocumentUnreadable(Exception):
    """The file cannot be parsed into clauses (corrupt, encrypted, scanned without text,
    unsupported format, no clause numbering found). Nothing is imported."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
