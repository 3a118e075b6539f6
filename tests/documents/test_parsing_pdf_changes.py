"""A PDF changed after it was made: a revision appended after its signature, a note typed
over a page (probe 13). Both had been read as the document, with nothing said."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    ByteStringObject,
    ContentStream,
    DictionaryObject,
    FloatObject,
    NameObject,
    NumberObject,
    TextStringObject,
)

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _contract(salary: str) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer)
    pdf.setFont("DejaVu", 10)
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Tiền lương",
        "Article 1. Salary",
        f"1.1. Mức lương cơ bản là {salary} đồng mỗi tháng.",
        f"1.1. The base salary is VND {salary.replace('.', ',')} a month.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "2.1. Hợp đồng có hiệu lực từ ngày 01/01/2026.",
        "2.1. This contract takes effect on 01/01/2026.",
    ]
    y = 800
    for line in lines:
        pdf.drawString(50, y, line)
        y -= 18
    pdf.save()
    return buffer.getvalue()


def _appended(data: bytes, change: object) -> bytes:
    """``data`` with one revision appended by ``change(writer)``, as a PDF editor saves."""
    writer = PdfWriter(io.BytesIO(data), incremental=True)
    change(writer)  # type: ignore[operator]
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _sign(writer: PdfWriter) -> None:
    """A signature's dictionary, as signing appends it (its bytes are no concern here)."""
    signature = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Sig"),
            NameObject("/ByteRange"): ArrayObject([NumberObject(0)] * 4),
            NameObject("/Contents"): ByteStringObject(b"\0" * 64),
        }
    )
    writer._root_object[NameObject("/SignedBy")] = writer._add_object(signature)


def _raise_the_salary(writer: PdfWriter) -> None:
    raised = PdfReader(io.BytesIO(_contract("28.000.000"))).pages[0]
    writer.pages[0].replace_contents(ContentStream(raised.get_contents(), writer))


def _validation_record(writer: PdfWriter) -> None:
    """What long-term validation appends after a signature: certificates, no page text."""
    store = DictionaryObject({NameObject("/Type"): NameObject("/DSS")})
    writer._root_object[NameObject("/DSS")] = writer._add_object(store)


def _save(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_a_revision_appended_after_the_signature_is_reported(tmp_path: Path) -> None:
    """The salary raised to 28.000.000 after signing: the last revision is what prints and
    what is read, but nobody signed it."""
    signed = _appended(_contract("25.000.000"), _sign)
    edited = _save(tmp_path / "edited.pdf", _appended(signed, _raise_the_salary))
    parsed = parse_signed_document(edited)
    assert "28.000.000" in clause(parsed, "§1.1").text_vi
    assert [problem.code for problem in parsed.problems] == ["modified_after_signing"]
    assert "page(s) 1" in parsed.problems[0].message

    # signed and left alone, or only its validation record appended: nothing to say
    assert parse_signed_document(_save(tmp_path / "signed.pdf", signed)).problems == []
    validated = _save(tmp_path / "validated.pdf", _appended(signed, _validation_record))
    assert parse_signed_document(validated).problems == []
    # an edit before anyone signed is the document as made
    unsigned = _appended(_contract("25.000.000"), _raise_the_salary)
    assert parse_signed_document(_save(tmp_path / "draft.pdf", unsigned)).problems == []


def _note(text: str, *, hidden: bool = False) -> object:
    def add(writer: PdfWriter) -> None:
        note = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Annot"),
                NameObject("/Subtype"): NameObject("/FreeText"),
                NameObject("/Rect"): ArrayObject([FloatObject(v) for v in (400, 700, 570, 720)]),
                NameObject("/Contents"): TextStringObject(text),
                NameObject("/F"): NumberObject(2 if hidden else 4),
            }
        )
        writer.pages[0][NameObject("/Annots")] = ArrayObject([writer._add_object(note)])

    return add


def test_a_note_typed_over_a_page_is_reported_not_read(tmp_path: Path) -> None:
    noted = _save(
        tmp_path / "noted.pdf", _appended(_contract("25.000.000"), _note("Sửa: 28.000.000 đồng"))
    )
    parsed = parse_signed_document(noted)
    assert "28.000.000" not in clause(parsed, "§1.1").text_vi
    assert [problem.code for problem in parsed.problems] == ["note_over_page"]
    assert "Sửa: 28.000.000 đồng" in parsed.problems[0].message
    hidden = _save(
        tmp_path / "hidden.pdf",
        _appended(_contract("25.000.000"), _note("Sửa: 28.000.000 đồng", hidden=True)),
    )
    assert parse_signed_document(hidden).problems == []
