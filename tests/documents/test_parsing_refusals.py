"""Files that cannot be read are refused whole, with a stable code (never half-parsed)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader, PdfWriter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import FIXTURES, problems, write_docx, write_text


def refusal(path: Path, **kwargs: Path) -> str:
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path, **kwargs)
    assert raised.value.message
    return raised.value.code


def test_truncated_docx_is_corrupt(tmp_path: Path) -> None:
    whole = write_docx(tmp_path / "whole.docx", "Điều 1. Phạm vi", "Article 1. Scope")
    truncated = tmp_path / "truncated.docx"
    truncated.write_bytes(whole.read_bytes()[:900])
    assert refusal(truncated) == "corrupt_file"


def test_zip_that_is_not_a_word_document(tmp_path: Path) -> None:
    import zipfile

    path = tmp_path / "sheet.docx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("xl/workbook.xml", "<workbook/>")
    assert refusal(path) == "unsupported_format"


def test_an_opendocument_file_is_refused_as_one(tmp_path: Path) -> None:
    """An .odt was refused as "a zip file but not a Word document", with no remedy: its
    "mimetype" entry names it."""
    import zipfile

    path = tmp_path / "contract.odt"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", "<office:document-content/>")
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "unsupported_format"
    assert "OpenDocument text document (.odt)" in raised.value.message
    assert "save it as .docx or PDF" in raised.value.message


def _in_utf16(source: Path, target: Path, *, macro_enabled: bool = False) -> Path:
    """A copy of the .docx ``source`` whose XML parts are UTF-16, as Open Packaging allows
    (``macro_enabled``: declared a .docm's main part)."""
    import zipfile

    main = "wordprocessingml.document.main+xml"
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, "w") as copy:
        for name in original.namelist():
            data = original.read(name)
            if name.endswith((".xml", ".rels")):
                text = re.sub(r"encoding=(['\"])UTF-8", r"encoding=\1UTF-16", data.decode())
                if macro_enabled and name == "[Content_Types].xml":
                    text = text.replace(
                        f"openxmlformats-officedocument.{main}",
                        "ms-word.document.macroEnabled.main+xml",
                    )
                data = text.encode("utf-16")
            copy.writestr(name, data)
    return target


def test_a_docx_whose_xml_parts_are_utf16_is_read(tmp_path: Path) -> None:
    """Its package relationships were searched as UTF-8, found no main part, and the document
    was refused as "not a Word document" (LibreOffice and Word open it)."""
    source = write_docx(tmp_path / "source.docx", "Điều 1. Thời hạn", ("Article 1. Term", True))
    for name, macro_enabled in (("utf16.docx", False), ("utf16.docm", True)):
        parsed = parse_signed_document(
            _in_utf16(source, tmp_path / name, macro_enabled=macro_enabled)
        )
        assert [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses] == [
            ("§1", "Thời hạn", "Term")
        ], name


def test_garbage_and_truncated_pdfs_are_corrupt(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.pdf"
    garbage.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 20)
    assert refusal(garbage) in {"corrupt_file", "no_text_layer"}
    truncated = tmp_path / "truncated.pdf"
    truncated.write_bytes((FIXTURES / "contract.pdf").read_bytes()[:2000])
    assert refusal(truncated) in {"corrupt_file", "no_text_layer"}


def test_pdf_without_text_layer(tmp_path: Path) -> None:
    path = tmp_path / "scan.pdf"
    pdf = canvas.Canvas(str(path))
    pdf.rect(50, 50, 400, 600, fill=1)
    pdf.showPage()
    pdf.save()
    assert refusal(path) == "no_text_layer"


def _contract_with_a_page_between(
    tmp_path: Path, *, scanned: bool, letterhead: bool = False
) -> Path:
    """``contract.pdf`` with a page inserted between its two: a scan (an image, no text), a
    blank page, or (``letterhead``) a page left blank but for its logo and footer."""
    page = tmp_path / "between.pdf"
    pdf = canvas.Canvas(str(page))
    if scanned:
        pdf.drawImage(ImageReader(Image.new("L", (60, 80), 200)), 50, 50, 400, 600)
    if letterhead:
        pdf.drawImage(ImageReader(Image.new("L", (30, 10), 90)), 50, 780, 90, 30)
        pdf.drawString(280, 30, "Trang 2/3")
    pdf.showPage()
    pdf.save()
    writer = PdfWriter()
    contract, between = PdfReader(str(FIXTURES / "contract.pdf")), PdfReader(str(page))
    for added in (contract.pages[0], between.pages[0], contract.pages[1]):
        writer.add_page(added)
    path = tmp_path / "contract_with_scan.pdf"
    with path.open("wb") as out:
        writer.write(out)
    return path


def test_a_scanned_page_among_text_pages_is_reported(tmp_path: Path) -> None:
    """The clauses on a page with no text layer are missing: said, not silent (the text pages
    are still read: a scanned signature page is common and harmless)."""
    parsed = parse_signed_document(_contract_with_a_page_between(tmp_path, scanned=True))
    assert ("page_without_text", None) in problems(parsed)
    message = next(p.message for p in parsed.problems if p.code == "page_without_text")
    assert message.startswith("Page 2 of contract_with_scan.pdf is an image with no text layer")
    assert {"§1", "§2.1", "§2.2", "§3"} <= {c.ref for c in parsed.clauses}


def test_a_blank_page_among_text_pages_is_not_reported(tmp_path: Path) -> None:
    parsed = parse_signed_document(_contract_with_a_page_between(tmp_path, scanned=False))
    assert "page_without_text" not in {code for code, _ in problems(parsed)}


def test_a_page_left_blank_but_for_its_letterhead_is_no_scan(tmp_path: Path) -> None:
    """A stray page break leaves a page with the letterhead's logo (an image) and the footer:
    it has text, so it is no scanned page (it was reported as one)."""
    path = _contract_with_a_page_between(tmp_path, scanned=False, letterhead=True)
    assert "page_without_text" not in {code for code, _ in problems(parse_signed_document(path))}


def test_password_protected_pdf(tmp_path: Path) -> None:
    writer = PdfWriter(clone_from=str(FIXTURES / "contract.pdf"))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="RC4-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    path = tmp_path / "locked.pdf"
    path.write_bytes(buffer.getvalue())
    assert refusal(path) == "encrypted"


def test_empty_and_blank_files(tmp_path: Path) -> None:
    assert refusal(write_text(tmp_path / "empty.md", "")) == "empty"
    assert refusal(write_text(tmp_path / "blank.txt", " \n\r\n\t")) == "empty"


def test_text_without_any_numbering(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "letter.md",
        "Thư mời làm việc\nOffer letter\n\nCông ty trân trọng mời anh tham gia.\n"
        "The company is pleased to invite you to join.\n",
    )
    assert refusal(path) == "no_clauses"


def test_legacy_encodings_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "legacy.txt"
    # "Điều 1. Phạm vi" in Windows-1258 (ê + combining grave, a + combining dot below): a
    # line too short to prove its code page (a whole contract is read: test_parsing_probe42)
    path.write_bytes(b"\xd0i\xea\xccu 1. Pha\xf2m vi")
    assert path.read_bytes().decode("cp1258").startswith("Đi")
    assert refusal(path) == "not_utf8"


def _docx_in_font(path: Path, font: str, text: str, *, by_default: bool = False) -> Path:
    import docx
    from docx.oxml import parse_xml

    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    fonts = f'<w:rFonts {w} w:ascii="{font}" w:hAnsi="{font}"/>'
    document = docx.Document()
    document.add_paragraph("Điều 1. Phạm vi công việc")
    if by_default:  # the document's default font, as an old template sets it
        defaults = document.styles.element.find(
            "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}docDefaults"
        )
        defaults.find("{*}rPrDefault/{*}rPr").insert(0, parse_xml(fonts))
        document.add_paragraph(text)
    else:
        run = document.add_paragraph().add_run(text)
        run._r.get_or_add_rPr().insert(0, parse_xml(fonts))
    document.add_paragraph().add_run("Article 1. Scope of work").italic = True
    document.save(str(path))
    return path


def test_a_docx_typed_in_a_legacy_vietnamese_font_encoding_is_refused(tmp_path: Path) -> None:
    """TCVN3 ("hîp ®ång" is "hợp đồng" in .VnTime) and VNI fonts: refused, not imported as
    mojibake; ASCII in such a font reads the same and is harmless."""
    assert refusal(_docx_in_font(tmp_path / "a.docx", ".VnTime", "hîp ®ång lao ®éng")) == (
        "legacy_font_encoding"
    )
    assert refusal(_docx_in_font(tmp_path / "b.docx", "VNI-Times", "Hôïp ñoàng")) == (
        "legacy_font_encoding"
    )
    default = _docx_in_font(tmp_path / "c.docx", ".VnArial", "®iÒu kho¶n", by_default=True)
    assert refusal(default) == "legacy_font_encoding"
    ascii_only = _docx_in_font(tmp_path / "d.docx", ".VnTime", "1.1. KPI 2026")
    assert parse_signed_document(ascii_only).clauses
    # Unicode Vietnamese (ư, ơ, ạ … exist only there) left in an old template's font
    unicode = _docx_in_font(tmp_path / "e.docx", ".VnTime", "1.1. Mức lương cơ bản là 35 triệu.")
    assert parse_signed_document(unicode).clauses[1].text_vi == "Mức lương cơ bản là 35 triệu."


def test_a_docx_with_only_an_image_has_no_text(tmp_path: Path) -> None:
    import base64

    import docx

    png = tmp_path / "scan.png"  # a 1x1 white pixel
    png.write_bytes(
        base64.b64decode(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC"
        )
    )
    document = docx.Document()
    document.add_picture(str(png))
    path = tmp_path / "scan.docx"
    document.save(str(path))
    assert refusal(path) == "no_text"


def test_no_vietnamese_at_all(tmp_path: Path) -> None:
    path = write_text(tmp_path / "en.md", "Article 1. Scope\n\nThe contract covers the job.\n")
    assert refusal(path) == "no_vietnamese"


def test_english_file_that_is_not_english(tmp_path: Path) -> None:
    vi = write_text(tmp_path / "vi.md", "Điều 1. Phạm vi công việc\n")
    assert refusal(vi, path_en=vi) == "no_english"


def test_legacy_doc_and_missing_file(tmp_path: Path) -> None:
    doc = tmp_path / "old.doc"
    doc.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100)
    assert refusal(doc) == "unsupported_format"
    assert refusal(tmp_path / "nowhere.docx") == "not_found"


@pytest.mark.parametrize(
    ("head", "named"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "PNG"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "JPEG"),
        (b"II*\x00\x08\x00\x00\x00", "TIFF"),
        (b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00", "HEIC"),
    ],
)
def test_a_photo_of_the_signed_paper_is_refused_as_an_image(
    tmp_path: Path, head: bytes, named: str
) -> None:
    """A phone's photo of the contract had been refused as "not UTF-8 text", which tells the
    founder nothing about what to upload instead."""
    photo = tmp_path / "hop_dong"
    photo.write_bytes(head + b"\x00\x01" * 200)
    with pytest.raises(DocumentUnreadable) as caught:
        parse_signed_document(photo)
    assert caught.value.code == "unsupported_format"
    assert f"is an image ({named})" in caught.value.message
    assert "text layer" in caught.value.message


def test_a_text_opening_with_a_form_code_like_bm_is_no_bitmap(tmp_path: Path) -> None:
    form = write_text(
        tmp_path / "form.txt",
        "BM-NS-01\nHỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nĐiều 1. Công việc\nArticle 1. Job\n"
        "Người lao động làm kỹ sư.\nThe employee works as an engineer.\n",
    )
    assert parse_signed_document(form).clauses[0].text_en.startswith("Job")


def test_vietnamese_typed_without_its_tone_marks_is_refused_with_its_reason(
    tmp_path: Path,
) -> None:
    """Its words cannot be told from English nor quoted as signed: refused alike whatever its
    layout (read before, it went through or not as its blank lines fell)."""
    vietnamese = [
        "Dieu 1. Thoi gio lam viec",
        "1.1. Nguoi lao dong lam viec 8 gio moi ngay, tu thu Hai den thu Sau.",
        "Dieu 2. Dieu khoan thi hanh",
        "2.1. Hop dong nay co hieu luc tu ngay 01/01/2026 va duoc lap thanh hai ban.",
    ]
    english = [
        "Article 1. Working time",
        "1.1. The Employee works 8 hours per day, Monday to Friday.",
        "Article 2. Implementation",
        "2.1. This contract takes effect from 01/01/2026 and is made in two copies.",
    ]
    for separator in ("\n\n", "\n"):
        lines = [line for pair in zip(vietnamese, english, strict=True) for line in pair]
        path = write_text(tmp_path / "toneless.txt", separator.join(lines))
        assert refusal(path) == "vietnamese_without_marks"
    vi = write_text(tmp_path / "vi.txt", "\n\n".join(vietnamese))
    en = write_text(tmp_path / "en.txt", "\n\n".join(english))
    assert refusal(vi, path_en=en) == "vietnamese_without_marks"
    # An English file naming people and places without their marks is only English.
    names = "Article 1. Parties\n\nMr. Nguyen Van Cong of Hoang Lao Dong Ward, Ha Noi.\n"
    assert refusal(write_text(tmp_path / "names.md", names)) == "no_vietnamese"


def test_typographic_punctuation_in_a_legacy_font_is_no_legacy_encoding(tmp_path: Path) -> None:
    """An old template's .VnTime left on a Unicode document: an English run holding only
    curly quotes, a dash or an ellipsis beyond ASCII had the whole document refused."""
    english = "1.1. The Employee\u2019s \u201cbase salary\u201d \u2013 VND 35 million\u2026"
    path = _docx_in_font(tmp_path / "f.docx", ".VnTime", english, by_default=True)
    assert parse_signed_document(path).clauses


def test_no_break_spaces_in_a_legacy_font_are_no_legacy_encoding(tmp_path: Path) -> None:
    """ "12:00 to 13:00" with two no-break spaces, in an English run an old .VnTime template
    left its font on, had a Unicode document refused. TCVN3 types no letter as U+00A0."""
    english = "1.1. Lunch break from 12:00\u00a0to\u00a013:00 each working day."
    path = _docx_in_font(tmp_path / "g.docx", ".VnTime", english, by_default=True)
    assert parse_signed_document(path).clauses
    # a TCVN3 run with no-break spaces is still refused by its letters
    legacy = "hîp\u00a0®ång\u00a0lao ®éng"
    assert refusal(_docx_in_font(tmp_path / "h.docx", ".VnTime", legacy)) == "legacy_font_encoding"


def test_utf8_read_as_windows_1252_and_saved_again_is_refused(tmp_path: Path) -> None:
    """ "Äiá»u 1. Thá»i giá» lÃ m viá»‡c" was imported as clause text, its letters partly lost."""
    text = (
        "Điều 1. Thời giờ làm việc\nArticle 1. Working time\n1.1. Người lao động làm việc 40 giờ.\n"
    )
    garbled = text.encode("utf-8").decode("cp1252", errors="ignore")
    path = tmp_path / "garbled.txt"
    path.write_text(garbled + "1.1. The Employee works 40 hours.\n", encoding="utf-8")
    assert refusal(path) == "double_encoded"
    # Vietnamese of its own never writes "á»" or "áº"
    assert parse_signed_document(
        write_text(tmp_path / "fine.txt", text + "1.1. The Employee works 40 hours.\n")
    ).clauses


def test_a_pdf_printed_without_vietnamese_letters_is_refused(tmp_path: Path) -> None:
    """Printed in Helvetica, which has no "ợ" or "Đ": "H■P ■■NG LAO ■■NG" was imported, a
    heading unrecognised and its clauses merged (a font mapping none of them gives NULs)."""
    from reportlab.pdfgen import canvas

    path = tmp_path / "helvetica.pdf"
    page = canvas.Canvas(str(path))
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOR CONTRACT",
        "Điều 1. Thời hạn hợp đồng",
        "Article 1. Term of the contract",
        "Hợp đồng có thời hạn 12 tháng kể từ ngày ký.",
        "The contract has a term of 12 months from signing.",
    ]
    for row, line in enumerate(lines):
        page.drawString(72, 800 - 20 * row, line)
    page.save()
    assert refusal(path) == "undrawn_letters"


def test_a_docx_importing_its_text_from_another_file_is_refused(tmp_path: Path) -> None:
    """An HTML-to-Word tool's ``w:altChunk``: Word imports the HTML part as it opens the file,
    so the articles in it are in no paragraph. They vanished, the rest imported as if whole."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml import parse_xml

    document = docx.Document()
    document.add_paragraph("Điều 1. Định nghĩa")
    document.add_paragraph("Article 1. Definitions")
    html = "<html><body><p>Điều 2. Nghĩa vụ bảo mật</p></body></html>".encode()
    chunk = Part(PackURI("/word/afchunk.htm"), "text/html", html, document.part.package)
    relation = document.part.relate_to(chunk, RELATIONSHIP_TYPE.A_F_CHUNK)
    body = document.element.body
    body.insert(
        len(body) - 1,
        parse_xml(
            '<w:altChunk xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
            ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
            f' r:id="{relation}"/>'
        ),
    )
    path = tmp_path / "imported.docx"
    document.save(str(path))
    assert refusal(path) == "imported_content"


def test_text_typed_in_a_legacy_font_and_saved_as_utf8_is_refused(tmp_path: Path) -> None:
    """A TCVN3 or VNI document converted to text keeps its Latin-1 look-alikes ("C«ng
    viÖc", "Löông cô baûn ñoàng/thaùng"): it was imported, every clause paired, with no
    problem, the garbled text stored as the signed Vietnamese. Unicode Vietnamese has
    letters Latin-1 has not (đ, ư, ơ, ạ …) in nearly every sentence."""
    vni = "\n".join(
        [
            "HÔÏP ÑOÀNG LAO ÑOÄNG",
            "LABOUR CONTRACT",
            *[
                f"Ñieàu {n}. Löông cô baûn\nArticle {n}. Basic salary\n"
                f"{n}.1. Löông cô baûn: 32.000.000 ñoàng/thaùng, traû vaøo ngaøy 05.\n"
                f"{n}.1. Basic salary: VND 32,000,000 per month, paid on the 5th."
                for n in range(1, 5)
            ],
        ]
    )
    assert refusal(write_text(tmp_path / "vni.txt", vni)) == "legacy_font_encoding"
    # Unicode Vietnamese, with English names in Latin-1 letters ("José"), is read
    unicode = vni.replace("Löông cô baûn", "Lương cơ bản").replace("ñoàng", "đồng")
    unicode = unicode.replace("Ñieàu", "Điều").replace("traû vaøo ngaøy", "trả vào ngày")
    unicode = unicode.replace("HÔÏP ÑOÀNG LAO ÑOÄNG", "HỢP ĐỒNG LAO ĐỘNG").replace(
        "thaùng", "tháng"
    )
    assert parse_signed_document(write_text(tmp_path / "unicode.txt", unicode)).clauses


_CONTRACT = (
    "Điều 1. Thời giờ làm việc\nArticle 1. Working time\n"
    "1.1. Người lao động làm việc 40 giờ mỗi tuần.\n1.1. The Employee works 40 hours a week.\n"
)
_XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
_PARAGRAPHS = "<p>Điều 1. Thời giờ làm việc</p><p>Article 1. Working time</p>"
_MHTML_HEADERS = (
    "MIME-Version: 1.0\r\n"
    'Content-Type: multipart/related; boundary="----=_NextPart_01DB5C3A"\r\n\r\n'
    "This document is a Single File Web Page, also known as a Web Archive file.\r\n\r\n"
    "------=_NextPart_01DB5C3A\r\nContent-Type: text/html; charset="
)


# What each file is named, holds, and what its refusal must say it is.
_MARKUP_FILES = [
    (
        "flat.fodt",
        _XML.encode() + b'<office:document office:mimetype="application/vnd.oasis.'
        b'opendocument.text"><office:body><office:text>' + _PARAGRAPHS.encode(),
        "flat OpenDocument",
    ),
    (  # as LibreOffice saves it: a blank line, then the root over many indented lines
        "pretty.fodt",
        _XML.encode() + b'\n<office:document xmlns:office="urn:oasis:names:tc:'
        b'opendocument:xmlns:office:1.0">\n <office:body>\n  ' + _PARAGRAPHS.encode(),
        "flat OpenDocument",
    ),
    (
        "word2003.xml",
        _XML.encode() + b'<?mso-application progid="Word.Document"?><w:wordDocument>'
        b"<w:body><w:p><w:r><w:t>" + "Điều 1. Thời giờ".encode() + b"</w:t></w:r></w:p>",
        "Word 2003 XML",
    ),
    (
        "flat_opc.xml",
        b'<?xml version="1.0" standalone="yes"?>\n<?mso-application progid="Word.Document"?>'
        b'\n<pkg:package><pkg:part pkg:name="/word/document.xml"><pkg:xmlData>'
        + _PARAGRAPHS.encode(),
        'Word "XML Document"',
    ),
    (
        "page.xhtml",
        _XML.encode() + b'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.'
        b'w3.org/TR/xhtml11/DTD/xhtml11.dtd"><html xmlns="http://www.w3.org/1999/xhtml">'
        + _PARAGRAPHS.encode(),
        "web page (HTML)",
    ),
    (  # saved by Word in UTF-16: its markup is no text either
        "word2003_utf16.xml",
        (_XML.replace("UTF-8", "UTF-16") + "<w:wordDocument>" + _PARAGRAPHS).encode("utf-16"),
        "Word 2003 XML",
    ),
    (
        "other.xml",
        _XML.encode() + "<hopDong><dieu so='1'>Thời giờ làm việc</dieu>".encode(),
        "an XML file",
    ),
    (  # Word's "Single File Web Page", as HR portals hand it out named .doc
        "single_file_web_page.doc",
        (_MHTML_HEADERS + '"utf-8"\r\n\r\n<html><body>' + _PARAGRAPHS).encode(),
        "web archive (MHTML",
    ),
    (  # a browser's saved page, its Content-Type folded; the page in Windows-1258
        "saved.mht",
        b"From: <Saved by Blink>\r\nSubject: HDLD\r\nMIME-Version: 1.0\r\n"
        b'Content-Type: multipart/related;\r\n\ttype="text/html";\r\n\tboundary="--b"\r\n'
        b"\r\n----b\r\nContent-Type: text/html; charset=windows-1258\r\n\r\n"
        + "<p>Điều 1. Thời giờ</p>".encode("cp1258", errors="replace"),
        "web archive (MHTML",
    ),
]


@pytest.mark.parametrize(
    ("name", "data", "what"), _MARKUP_FILES, ids=[name for name, _, _ in _MARKUP_FILES]
)
def test_markup_and_web_archives_are_refused_as_what_they_are(
    tmp_path: Path, name: str, data: bytes, what: str
) -> None:
    """Flat ODT, Word 2003 XML, Word's "XML Document", XHTML and MHTML were read as text: the
    markup's words made every paragraph English ("no_vietnamese") or hid the labels
    ("no_clauses"). Told by how they open, whatever their name, and the remedy given."""
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "unsupported_format"
    assert what in raised.value.message
    assert ".docx" in raised.value.message


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (  # a sentence naming the tag, in the first line
            "mentions_html.txt",
            "Bản <html> trên trang nội bộ chỉ để xem; bản ký là văn bản này.\n\n" + _CONTRACT,
        ),
        (  # a Markdown file with an XML snippet, inline and in a code block
            "snippet.md",
            '# Hợp đồng\n\nTệp xuất có dạng `<?xml version="1.0"?><w:wordDocument>`.\n\n'
            '```xml\n<?xml version="1.0"?>\n<pkg:package/>\n```\n\n' + _CONTRACT,
        ),
        (  # a note in an e-mail's manner, with headers but no MIME message
            "note.txt",
            "To: Phòng Nhân sự\nSubject: Hợp đồng lao động\n\n" + _CONTRACT,
        ),
        (  # the MIME headers named in a sentence, not opening the file
            "mentions_mime.txt",
            _CONTRACT + "Ghi chú: tệp có MIME-Version: 1.0 và Content-Type: multipart/related.\n",
        ),
        (  # an XML declaration a tool left over plain text, no element after it
            "declaration.txt",
            _XML + _CONTRACT,
        ),
    ],
)
def test_text_that_shows_markup_is_still_text(tmp_path: Path, name: str, text: str) -> None:
    assert parse_signed_document(write_text(tmp_path / name, text)).clauses


def _articles(*titles: str) -> list[str]:
    lines = []
    for number, title in enumerate(titles, 1):
        lines += [f"Điều {number}. {title}", f"Article {number}. {title} (EN)"]
        lines += [f"Nội dung điều {number}.", f"Content of article {number}."]
    return lines


@pytest.mark.parametrize("title", ["THỎA THUẬN BẢO MẬT THÔNG TIN", "THOẢ THUẬN BẢO MẬT THÔNG TIN"])
def test_a_contract_and_its_nda_in_one_file_are_refused(tmp_path: Path, title: str) -> None:
    """Read as one, the NDA's articles had been appended to the contract's (duplicate_ref): a
    citation of the contract's §1 was checked against the NDA's text too. (Both placements of
    the tone mark.)"""
    lines = ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", *_articles("Công việc", "Lương", "Hiệu lực")]
    lines += [title, "NON-DISCLOSURE AGREEMENT"]
    lines += _articles("Thông tin mật", "Thời hạn")
    with pytest.raises(DocumentUnreadable) as caught:
        parse_signed_document(write_text(tmp_path / "both.txt", "\n\n".join(lines)))
    assert caught.value.code == "several_documents"
    assert title in caught.value.message


def test_a_contract_with_its_appendix_is_one_document(tmp_path: Path) -> None:
    lines = ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", *_articles("Công việc", "Lương", "Hiệu lực")]
    lines += ["PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT APPENDIX"]
    lines += ["HỢP ĐỒNG LAO ĐỘNG SỐ 12/2026", "LABOUR CONTRACT NO. 12/2026"]
    lines += _articles("Phụ cấp", "Hiệu lực")
    parsed = parse_signed_document(write_text(tmp_path / "one.txt", "\n\n".join(lines)))
    assert [c.ref for c in parsed.clauses][-3:] == ["§A1", "§A1.1", "§A1.2"]


@pytest.mark.parametrize("name", ["prog.exe", "prog.docx.md", "prog.txt"])
def test_a_program_renamed_is_a_binary_file_not_text_to_re_encode(
    tmp_path: Path, name: str
) -> None:
    # (it had been told it "is not UTF-8 text … save it as UTF-8")
    path = tmp_path / name
    path.write_bytes(b"MZ\x90\x00\x03\x00\x00\x00\x04\x00" + bytes(range(256)) * 20)
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "unsupported_format"
    assert "binary file" in raised.value.message


def test_text_in_a_legacy_code_page_is_still_told_to_be_saved_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "cp1258.txt"
    # ("Điều 1. Phạm vi" / "Người lao động làm việc" as Windows-1258 writes them)
    path.write_bytes(b"\xd0i\xd2u 1. Ph\xb5m vi\nNg\xdd\xf5i lao \xf0\xf4ng l\xb5m vi\xd2c")
    assert refusal(path) == "not_utf8"


def test_an_article_numbered_past_999_refuses_the_document(tmp_path: Path) -> None:
    # (Điều 1000 and after had been read as more text of Điều 999, nothing reported)
    lines = []
    for number in (998, 999, 1000, 1001):
        lines += [
            f"Điều {number}. Điều khoản {number}",
            f"Người lao động tuân thủ quy định {number}.",
        ]
        lines += [f"Article {number}. Term {number}", f"The Employee complies with rule {number}."]
    path = write_text(tmp_path / "long.md", "\n\n".join(lines))
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "too_large"
    assert "1000" in raised.value.message


def test_a_contract_in_french_has_no_vietnamese(tmp_path: Path) -> None:
    # (its accented vowels had been read as Vietnamese, and it was imported as v1)
    path = write_text(
        tmp_path / "contrat.md",
        "# CONTRAT DE TRAVAIL\n\nArticle 1. Objet\n\n1.1. Le salarié est engagé en qualité "
        "d'ingénieur à compter du 1er janvier 2026.\n\nArticle 2. Rémunération\n\n2.1. La "
        "rémunération mensuelle brute est de 3 000 euros, versée à la fin du mois.\n",
    )
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "no_vietnamese"
    assert "another language" in raised.value.message


def test_a_contract_in_chinese_is_not_told_it_holds_no_text(tmp_path: Path) -> None:
    # (it had been told it "holds no text (only images …)" and to run OCR)
    path = write_text(
        tmp_path / "hetong.md",
        "# 劳动合同\n\n第一条 合同期限\n\n1.1 本合同自2026年1月1日起生效。\n",
    )
    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "no_vietnamese"
    assert "OCR" not in raised.value.message
