"""Build labor_contract.docx from labor_contract.source.md (the demo labor contract).

Not part of the product: a maintainer runs it after editing the source, and commits both files.
Needs python-docx (``pip install python-docx``); run from anywhere:

    python rubric/genie/data/signed/build_docx.py

The output is byte-for-byte reproducible: the core properties carry fixed dates (2026-01-01)
and a fixed author, and every zip entry gets the same fixed timestamp.
"""

from __future__ import annotations

import io
import sys
import unicodedata
import zipfile
from datetime import UTC, datetime
from pathlib import Path

from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.shared import Cm, Pt

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "labor_contract.source.md"
TARGET = HERE / "labor_contract.docx"

SIGNED_ON = datetime(2026, 1, 1, tzinfo=UTC)
AUTHOR = "Công ty TNHH CyberSkill Việt Nam"
TITLE = "Hợp đồng lao động / Labor contract, 015/2026/HĐLĐ-CSVN"
ZIP_TIME = (2026, 1, 1, 0, 0, 0)

_ALIGN = {
    "[cb]": (WD_ALIGN_PARAGRAPH.CENTER, True, False),
    "[c]": (WD_ALIGN_PARAGRAPH.CENTER, False, False),
    "[ci]": (WD_ALIGN_PARAGRAPH.CENTER, False, True),
    "[r]": (WD_ALIGN_PARAGRAPH.RIGHT, False, True),
}


def read_source(path: Path) -> dict[str, list[str]]:
    """The source's sections ([front], [table], [signatures]) as lists of raw lines."""
    text = path.read_text(encoding="utf-8")
    if unicodedata.normalize("NFC", text) != text:
        sys.exit(f"{path.name} is not NFC-normalised")
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        stripped = line.strip()
        if stripped in ("[front]", "[table]", "[signatures]"):
            current = sections.setdefault(stripped[1:-1], [])
        elif current is not None:
            current.append(line.rstrip())
    return sections


def blocks(lines: list[str]) -> list[tuple[list[str], list[str]]]:
    """Rows of a two-column section: (left paragraphs, right paragraphs)."""
    rows: list[tuple[list[str], list[str]]] = []
    chunk: list[str] = []
    for line in [*lines, "----"]:
        if line.strip() == "----":
            if any(part.strip() for part in chunk):
                if chunk.count("~~") != 1:
                    sys.exit(f"a row needs exactly one '~~' separator: {chunk[:1]}")
                split = chunk.index("~~")
                left = [p for p in chunk[:split] if p.strip()]
                right = [p for p in chunk[split + 1 :] if p.strip()]
                rows.append((left, right))
            chunk = []
        else:
            chunk.append(line)
    return rows


def set_base_style(document) -> None:
    style = document.styles["Normal"]
    style.font.name = "Times New Roman"
    style.font.size = Pt(12)
    # East-Asian/complex-script font slots too, so Word does not substitute for Vietnamese.
    fonts = style.element.get_or_add_rPr().get_or_add_rFonts()
    for attr in ("w:ascii", "w:hAnsi", "w:eastAsia", "w:cs"):
        fonts.set(qn(attr), "Times New Roman")
    style.paragraph_format.space_after = Pt(3)
    for section in document.sections:
        section.page_height, section.page_width = Cm(29.7), Cm(21.0)
        section.top_margin = section.bottom_margin = Cm(2.0)
        section.left_margin, section.right_margin = Cm(3.0), Cm(2.0)


def fill_cell(cell, paragraphs: list[str], *, bold: bool = False, center: bool = False) -> None:
    first = cell.paragraphs[0]
    for index, text in enumerate(paragraphs):
        paragraph = first if index == 0 else cell.add_paragraph()
        run = paragraph.add_run(text)
        run.bold = bold
        if center:
            paragraph.alignment = WD_ALIGN_PARAGRAPH.CENTER


def is_heading(text: str) -> bool:
    return text.startswith(("Điều ", "Article "))


def build(source: Path = SOURCE, target: Path = TARGET) -> bytes:
    sections = read_source(source)
    document = Document()
    set_base_style(document)

    for line in sections.get("front", []):
        if not line.strip():
            continue
        align, bold, italic = WD_ALIGN_PARAGRAPH.LEFT, False, False
        for prefix, style in _ALIGN.items():
            if line.startswith(prefix + " "):
                (align, bold, italic), line = style, line[len(prefix) + 1 :]
                break
        paragraph = document.add_paragraph()
        paragraph.alignment = align
        run = paragraph.add_run(line)
        run.bold, run.italic = bold, italic

    rows = blocks(sections["table"])
    table = document.add_table(rows=0, cols=2)
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    for index, (vi, en) in enumerate(rows):
        cells = table.add_row().cells
        header = index == 0
        bold = header or is_heading(vi[0])
        fill_cell(cells[0], vi, bold=bold, center=header)
        fill_cell(cells[1], en, bold=bold, center=header)
    for row in table.rows:
        row.cells[0].width = row.cells[1].width = Cm(8.0)

    document.add_paragraph()
    signatures = blocks(sections["signatures"])
    sign_table = document.add_table(rows=0, cols=2)  # no style: a borderless signature block
    for left, right in signatures:
        cells = sign_table.add_row().cells
        fill_cell(cells[0], left, center=True)
        fill_cell(cells[1], right, center=True)
        for cell in cells:
            cell.paragraphs[0].runs[0].bold = True
            cell.paragraphs[1].runs[0].bold = True

    core = document.core_properties
    core.author = core.last_modified_by = AUTHOR
    core.title = TITLE
    core.subject = "Hợp đồng lao động / Labor contract"
    core.keywords = "HĐLĐ; labor contract; 45/2019/QH14"
    core.comments = f"Generated from {source.name} by build_docx.py"
    core.created = core.modified = SIGNED_ON.replace(tzinfo=None)
    core.last_printed = SIGNED_ON.replace(tzinfo=None)
    core.revision = 1

    raw = io.BytesIO()
    document.save(raw)
    data = deterministic_zip(raw.getvalue())
    target.write_bytes(data)
    return data


def deterministic_zip(data: bytes) -> bytes:
    """The same archive with fixed entry timestamps (python-docx stamps the current time)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            entry = zipfile.ZipInfo(info.filename, date_time=ZIP_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, src.read(info.filename))
    return out.getvalue()


if __name__ == "__main__":
    build()
    print(f"wrote {TARGET.relative_to(HERE.parents[3])}")
