"""Helpers for the parser tests: compact views of a parsed document and docx builders."""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents import ParsedClause, ParsedDocument

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "documents"


def outline(document: ParsedDocument) -> list[tuple[str, str | None, str, str]]:
    """(ref, parent, label_vi, label_en) for every clause, in order."""
    return [(c.ref, c.parent_ref, c.label_vi, c.label_en) for c in document.clauses]


def clause(document: ParsedDocument, ref: str) -> ParsedClause:
    return next(c for c in document.clauses if c.ref == ref)


def problems(document: ParsedDocument) -> list[tuple[str, str | None]]:
    return [(p.code, p.clause_ref) for p in document.problems]


def write_text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


Row = tuple[str, ...]


def write_docx(path: Path, *items: str | tuple[str, bool] | list[Row]) -> Path:
    """A .docx from items in body order: a paragraph ``"text"``, an italic paragraph
    ``("text", True)``, or a table ``[("cell", "cell"), …]``."""
    document = docx.Document()
    for item in items:
        if isinstance(item, list):
            table = document.add_table(rows=0, cols=max(len(row) for row in item))
            for row in item:
                cells = table.add_row().cells
                for cell, text in zip(cells, row, strict=False):
                    cell.text = text
        elif isinstance(item, tuple):
            document.add_paragraph().add_run(item[0]).italic = item[1]
        else:
            document.add_paragraph(item)
    document.save(str(path))
    return path


class StubPdfPage:
    """A pypdf page's two extractions, as given: its plain text (the content stream's order)
    and its layout text (placed by coordinates)."""

    def __init__(self, plain: str, layout: str) -> None:
        self.plain, self.layout = plain, layout

    def extract_text(self, extraction_mode: str = "plain") -> str:
        return self.layout if extraction_mode == "layout" else self.plain


def printed_lines(path: Path, lines: list[str]) -> Path:
    """The lines printed one under the other on one page, as a PDF."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 10)
    for index, line in enumerate(lines):
        page.drawString(40, 780 - 16 * index, line)
    page.save()
    return path
